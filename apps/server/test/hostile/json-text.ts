/**
 * JSON text the battery can write but JSON.stringify cannot: raw number tokens (1e400, -0, 2^64), duplicate keys,
 * own `__proto__` keys, and ready-made big fragments (depth 10,000, 10^5 items) spliced in without rebuilding them.
 */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object written entry by entry, so a key may repeat and `__proto__` stays an ordinary key. */
export class Entries {
  constructor(readonly entries: Array<[string, Value]>) {}
}

export type Value = null | boolean | number | string | Raw | Entries | Value[] | { [key: string]: Value };

/** JSON text of `value`; strings go through JSON.stringify, which escapes lone surrogates as \udXXX. */
export function toJsonText(value: Value): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** The plain JS value for encodings that are not JSON (form, multipart, query): raw tokens become their text. */
export function flatText(value: Value): string {
  if (typeof value === "string") return value;
  return toJsonText(value);
}

/** The object's own entries, whichever way it was built. */
export function entriesOf(value: Value): Array<[string, Value]> | null {
  if (value instanceof Entries) return value.entries;
  if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof Raw)
    return null;
  return Object.entries(value);
}

let deepCache: Map<string, Raw> | undefined;
/** Nested arrays or objects `depth` levels deep (built once per shape: the text is the same every time). */
export function deeplyNested(kind: "array" | "object", depth: number): Raw {
  deepCache ??= new Map();
  const key = `${kind}:${depth}`;
  let raw = deepCache.get(key);
  if (!raw) {
    raw =
      kind === "array"
        ? new Raw(`${"[".repeat(depth)}${"]".repeat(depth)}`)
        : new Raw(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
    deepCache.set(key, raw);
  }
  return raw;
}

/** An array of `count` copies of one small item's text. */
export function longArray(itemText: string, count: number): Raw {
  deepCache ??= new Map();
  const key = `array:${count}:${itemText}`;
  let raw = deepCache.get(key);
  if (!raw) {
    raw = new Raw(`[${new Array(count).fill(itemText).join(",")}]`);
    deepCache.set(key, raw);
  }
  return raw;
}
