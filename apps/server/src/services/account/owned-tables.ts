import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema/index.ts";

/** A table whose rows belong to one user, found by its `user_id` column. */
export type OwnedTable = { name: string; table: PgTable; userColumn: string };

/** The auth user's own table: deleted last, after every row that names it. */
export const USER_TABLE = getTableName(schema.user);

/**
 * Every table of the drizzle schema with a `user_id` column (issue 18 §6): the synced tables, the server's own
 * per-user rows (applied ops, generation requests, subscriptions, payments) and better-auth's session, account and
 * two_factor. Derived from the schema, never listed by hand, so a table added later is deleted with the account
 * (and the deletion test, which seeds every one of them, fails until the new table is seeded too).
 * Ordered so a table comes before every table it references: deleting in this order never trips a foreign key,
 * whatever each key's ON DELETE says.
 */
export function userOwnedTables(): OwnedTable[] {
  const tables: OwnedTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const userColumn = config.columns.find((column) => column.name === "user_id");
    if (userColumn) tables.push({ name: config.name, table: value, userColumn: userColumn.name });
  }
  return referencingFirst(tables);
}

/** Depth-first, post-order: every table that references a table is placed before it. */
function referencingFirst(tables: OwnedTable[]): OwnedTable[] {
  const references = new Map(
    tables.map((t) => [
      t.name,
      getTableConfig(t.table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable)),
    ]),
  );
  const ordered: OwnedTable[] = [];
  const placed = new Set<string>();
  const place = (t: OwnedTable) => {
    if (placed.has(t.name)) return;
    placed.add(t.name);
    for (const other of tables) if (references.get(other.name)?.includes(t.name)) place(other);
    ordered.push(t);
  };
  for (const t of tables) place(t);
  return ordered;
}
