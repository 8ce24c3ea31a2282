import { deeplyNested, Entries, entriesOf, longArray, Raw, type Value } from "./json-text.ts";
import type { Random } from "./random.ts";

/**
 * The hostile values of issue 12, by kind. Each mutation below puts one of them somewhere in a valid-looking
 * body; `describe` says what was done, so a failure report can be read without replaying it.
 */
export const HOSTILE_NUMBERS: Value[] = [
  new Raw("2147483648"),
  new Raw("-2147483649"),
  new Raw("2147483647"),
  new Raw("-2147483648"),
  new Raw("4294967296"),
  new Raw("9007199254740992"),
  new Raw("-9007199254740992"),
  new Raw("9007199254740993"),
  new Raw("18446744073709551616"),
  new Raw("1e308"),
  new Raw("-1e308"),
  new Raw("1e400"),
  new Raw("-1e400"),
  new Raw("5e-324"),
  new Raw("1e-400"),
  new Raw("-0"),
  new Raw("-0.0"),
  new Raw("0.5"),
  new Raw("1E2"),
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "2147483648",
  "-0",
  "0x10",
  " 5 ",
];

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i));
export const HOSTILE_STRINGS: string[] = [
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  C0.join(""),
  "\u007f\u0080\u0085\u009f",
  "\u2028\u2029",
  "\ufeff",
  "\ufffe\uffff",
  "\ud800",
  "\udfff",
  "a\ud800b",
  "\ude00\ud83d",
  "\u202e\u0301\u0301",
  "",
  " ",
  "%00",
  "\\u0000",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; DROP TABLE notes; --",
  "../../../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style payload, meant literally
  "${jndi:ldap://x}",
  "{{7*7}}",
  "😀".repeat(50),
  "x".repeat(70_000),
];

export const HOSTILE_DATES: string[] = [
  "0000-01-01T00:00:00Z",
  "0000-00-00T00:00:00Z",
  "2024-13-01T00:00:00Z",
  "2024-02-30T00:00:00Z",
  "2024-01-01T24:00:00Z",
  "2024-01-01T23:59:60Z",
  "not a date",
  "275760-09-13T00:00:00.001Z",
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999+14:00",
  "1970-01-01T00:00:00+99:99",
  "2024-01-01",
  "2024-01-01T00:00:00",
  "1e308",
  "",
];

const WRONG_TYPES: Value[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  "",
  "0",
  "true",
  [],
  [null],
  {},
  { $ne: null },
  [[[]]],
];

/** Where a prototype key may hide: as a key with an object value, or under constructor.prototype. */
const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "__defineGetter__",
];

export const HUGE_FRAGMENTS = {
  deepArray: () => deeplyNested("array", 10_000),
  deepObject: () => deeplyNested("object", 10_000),
  medium: () => deeplyNested("array", 200),
  numbers: () => longArray("0", 100_000),
  strings: () => longArray('"a"', 100_000),
  objects: () => longArray("{}", 100_000),
  nulls: () => longArray("null", 100_000),
};

type Slot = { get(): Value; set(v: Value): void; remove(): void; path: string };

/** Every place in the value a mutation could touch: the root, each property, each array item. */
function slots(root: { value: Value }): Slot[] {
  const out: Slot[] = [
    { get: () => root.value, set: (v) => (root.value = v), remove: () => (root.value = {}), path: "body" },
  ];
  const walk = (value: Value, path: string, depth: number) => {
    if (depth > 8) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        out.push({
          get: () => value[i] as Value,
          set: (v) => (value[i] = v),
          remove: () => value.splice(i, 1),
          path: `${path}.${i}`,
        });
        walk(item, `${path}.${i}`, depth + 1);
      });
      return;
    }
    if (
      value !== null &&
      typeof value === "object" &&
      !(value instanceof Raw) &&
      !(value instanceof Entries)
    ) {
      const record = value as Record<string, Value>;
      for (const key of Object.keys(record)) {
        out.push({
          get: () => record[key] as Value,
          set: (v) => (record[key] = v),
          remove: () => delete record[key],
          path: `${path}.${key}`,
        });
        walk(record[key] as Value, `${path}.${key}`, depth + 1);
      }
    }
  };
  walk(root.value, "body", 0);
  return out;
}

type Mutation = (slot: Slot, r: Random, limits: MutationLimits) => string;
export type MutationLimits = { maxStringChars: number };

const clip = (text: string, limits: MutationLimits) => text.slice(0, limits.maxStringChars);

const MUTATIONS: Array<[weight: number, Mutation]> = [
  [
    3,
    (s, r) => {
      const v = r.pick(WRONG_TYPES);
      s.set(structuredClone(v));
      return `${s.path} := ${JSON.stringify(v)}`;
    },
  ],
  [
    4,
    (s, r, limits) => {
      const bad = clip(r.pick(HOSTILE_STRINGS), limits);
      const current = s.get();
      if (typeof current === "string" && r.chance(0.6)) {
        const at = r.int(current.length + 1);
        s.set(current.slice(0, at) + bad + current.slice(at));
        return `${s.path} += ${JSON.stringify(bad.slice(0, 40))} at ${at}`;
      }
      s.set(bad);
      return `${s.path} := ${JSON.stringify(bad.slice(0, 40))}${bad.length > 40 ? ` (${bad.length} chars)` : ""}`;
    },
  ],
  [
    4,
    (s, r) => {
      const n = r.pick(HOSTILE_NUMBERS);
      s.set(n);
      return `${s.path} := ${n instanceof Raw ? n.text : JSON.stringify(n)}`;
    },
  ],
  [
    3,
    (s, r) => {
      const d = r.pick(HOSTILE_DATES);
      s.set(d);
      return `${s.path} := ${JSON.stringify(d)}`;
    },
  ],
  [
    1,
    (s, r) => {
      const kind = r.pick(Object.keys(HUGE_FRAGMENTS) as Array<keyof typeof HUGE_FRAGMENTS>);
      s.set(HUGE_FRAGMENTS[kind]());
      return `${s.path} := <${kind}>`;
    },
  ],
  [
    2,
    (s, r) => {
      const key = r.pick(PROTOTYPE_KEYS);
      const current = entriesOf(s.get()) ?? [];
      const payload: Value =
        key === "constructor"
          ? { prototype: { polluted: true, isAdmin: true } }
          : { polluted: true, isAdmin: true };
      s.set(new Entries([[key, payload], ...current]));
      return `${s.path}.${key} := ${JSON.stringify(payload)}`;
    },
  ],
  [
    2,
    (s, r) => {
      const current = entriesOf(s.get());
      if (!current?.length) {
        s.remove();
        return `remove ${s.path}`;
      }
      const [key] = r.pick(current);
      s.set(new Entries([...current, [key, r.pick(WRONG_TYPES)]]));
      return `${s.path}.${key} repeated with another value`;
    },
  ],
  [
    2,
    (s) => {
      s.remove();
      return `remove ${s.path}`;
    },
  ],
];
const TOTAL_WEIGHT = MUTATIONS.reduce((sum, [w]) => sum + w, 0);

function pickMutation(r: Random): Mutation {
  let roll = r.next() * TOTAL_WEIGHT;
  for (const [weight, mutation] of MUTATIONS) {
    roll -= weight;
    if (roll < 0) return mutation;
  }
  return MUTATIONS[0]![1];
}

/** 1 to 3 mutations of `value` at random places; answers the mutated value and what was done. */
export function mutate(value: Value, r: Random, limits: MutationLimits): { value: Value; steps: string[] } {
  const root = { value: structuredClone(value) };
  const steps: string[] = [];
  const count = 1 + r.int(3);
  for (let i = 0; i < count; i++) {
    const all = slots(root);
    // leaves more often than the root: the interesting failures are one odd field in a good body
    const slot = all.length > 1 && r.chance(0.9) ? all[1 + r.int(all.length - 1)]! : all[0]!;
    steps.push(pickMutation(r)(slot, r, limits));
  }
  return { value: root.value, steps };
}
