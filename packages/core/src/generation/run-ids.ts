// Generation is idempotent by a request id made on the device (issue 13, DESIGN §6): the records of one run
// get ids derived from that request id and the item's place in the run, so the server's set and the device's
// own fallback set of the same run share ids and merge record by record instead of adding a second set.

import { isUuidV4 } from "../ids.ts";

/** 32-bit FNV-1a-style lane with its own seed, finished with murmur3's avalanche (mixes every input bit). */
function lane(input: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < input.length; i++) {
    h = Math.imul(h ^ input.charCodeAt(i), 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const SEEDS = [0x811c9dc5, 0x9e3779b9, 0x27d4eb2f, 0x165667b1] as const;

/**
 * The id of the `index`-th record (0-based) saved by the generation run `requestId`: a UUID v4-shaped id that
 * the device and the server compute alike (pure, no platform API). Ids of one run are distinct per index; ids
 * of different runs differ because their request ids are random v4 ids. A quiz is index 0 of its run.
 */
export function generatedRecordId(requestId: string, index: number): string {
  if (!isUuidV4(requestId)) throw new Error("A generation request id must be a UUID v4");
  if (!Number.isSafeInteger(index) || index < 0)
    throw new Error("A generated record index must be 0 or more");
  return deterministicUuid(`${requestId.toLowerCase()}#${index}`);
}

/**
 * A UUID v4-shaped id computed from any string, alike on the device and the server (pure, no platform API): the
 * same input always gives the same id. For records whose id must be known without asking the server, e.g. the
 * generated records of a run, or a user's one study-preferences record (user ids are any string). Not a secret
 * and not collision-proof against a chosen input: only for ids whose inputs are the app's own.
 */
export function deterministicUuid(input: string): string {
  const hex = SEEDS.map((seed) => lane(input, seed).toString(16).padStart(8, "0")).join("");
  // Version nibble 4 and variant 10xx, so the id passes every uuidSchema check.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
