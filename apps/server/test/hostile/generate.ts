import { z } from "zod";
import type { Value } from "./json-text.ts";
import type { Random } from "./random.ts";

/** The subset of JSON Schema that z.toJSONSchema writes for our and better-auth's request schemas. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** A zod schema (ours, or the one better-auth validates an endpoint with) as JSON Schema of its input. */
export function jsonSchemaOf(schema: z.ZodType): Schema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Schema;
}

/** Values for the string formats and patterns the schemas use; a pattern takes the first candidate it accepts. */
const STRING_CANDIDATES: Array<(r: Random) => string> = [
  (r) => seededUuid(r),
  (r) => new Date(Date.UTC(2020 + r.int(7), r.int(12), 1 + r.int(28), r.int(24), r.int(60))).toISOString(),
  (r) => `student${r.int(1e6)}@example.${r.pick(["com", "org", "edu"])}`,
  (r) => r.pick(["USD", "NGN", "EUR"]),
  (r) => String(r.int(1e6)).padStart(6, "0"),
  (r) => r.pick(["mixed", "easy", "note", "totp"]),
];
/** A UUID v4 drawn from the seeded PRNG, so a case's ids are the same on every replay. */
export function seededUuid(r: Random): string {
  const hex = Array.from({ length: 32 }, () => r.int(16).toString(16));
  hex[12] = "4";
  hex[16] = (8 + r.int(4)).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const WORDS = [
  "cell",
  "energy",
  "Mitochondria",
  "is",
  "the",
  "process",
  "of",
  "light",
  "water",
  "déjà",
  "数学",
];

function sentence(r: Random, maxChars: number): string {
  const words: string[] = [];
  let length = 0;
  const target = Math.min(maxChars, r.chance(0.7) ? 1 + r.int(40) : 1 + r.int(400));
  while (length < target) {
    const word = r.pick(WORDS);
    words.push(word);
    length += word.length + 1;
  }
  const text = `${words.join(" ")}.`;
  return text.slice(0, Math.max(0, maxChars));
}

function stringFor(schema: Schema, r: Random): string {
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const min = schema.minLength ?? 0;
  if (schema.format === "email") return STRING_CANDIDATES[2]!(r);
  if (schema.format === "uuid") return seededUuid(r);
  if (schema.format === "date-time") return STRING_CANDIDATES[1]!(r);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    for (const candidate of STRING_CANDIDATES) {
      const text = candidate(r);
      if (pattern.test(text)) return text;
    }
  }
  let text = sentence(r, max);
  while (text.length < min) text += " padding";
  return text.slice(0, Number.isFinite(max) ? max : undefined);
}

function numberFor(schema: Schema, r: Random, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const span = Math.max(0, Math.min(high, low + 10_000) - low);
  let n = low + (integer ? r.int(span + 1) : r.next() * span);
  if (schema.multipleOf) n = Math.max(low, Math.round(n / schema.multipleOf) * schema.multipleOf);
  return n;
}

/** Every property of an allOf, merged into one object schema. */
function merged(schemas: Schema[]): Schema {
  const out: Schema = { type: "object", properties: {}, required: [] };
  for (const s of schemas) {
    Object.assign(out.properties!, s.properties);
    out.required!.push(...(s.required ?? []));
  }
  return out;
}

/**
 * A valid-looking value for `schema`: required properties always, optional ones often, values inside the
 * schema's bounds. `hints` fills properties the schema leaves open (better-auth's update-user is any record).
 */
export function generate(schema: Schema, r: Random, hints: Record<string, Schema> = {}, depth = 0): Value {
  if (schema.const !== undefined) return schema.const as Value;
  if (schema.enum) return r.pick(schema.enum) as Value;
  if (schema.allOf) return generate(merged(schema.allOf), r, hints, depth);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return generate(r.pick(options), r, hints, depth);
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  switch (type) {
    case "object": {
      const properties = { ...hints, ...schema.properties };
      const required = new Set(schema.required ?? []);
      const out: Record<string, Value> = {};
      for (const [key, sub] of Object.entries(properties)) {
        if (required.has(key) || r.chance(0.6)) out[key] = generate(sub, r, {}, depth + 1);
      }
      return out;
    }
    case "array": {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 5, min + 5);
      const length = min + r.int(max - min + 1);
      return Array.from({ length }, (_, i) =>
        generate(schema.prefixItems?.[i] ?? schema.items ?? {}, r, {}, depth + 1),
      );
    }
    case "string":
      return stringFor(schema, r);
    case "integer":
      return numberFor(schema, r, true);
    case "number":
      return numberFor(schema, r, false);
    case "boolean":
      return r.chance(0.5);
    case "null":
      return null;
    default:
      // unknown / any: a small JSON value of any kind
      return depth > 3
        ? r.pick([1, "x", true, null])
        : r.pick<Value>([0, "text", false, null, [1], { k: "v" }]);
  }
}
