// The engine's small per-user values (pull cursor, last sync time).

import type { LecternDB } from "./database";
import type { MetaKey, MetaValues } from "./schema";

export async function getMeta<K extends MetaKey>(db: LecternDB, key: K): Promise<MetaValues[K] | undefined> {
  const entry = await db.meta.get(key);
  return entry?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends MetaKey>(db: LecternDB, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}
