import { entriesOf, flatText, toJsonText, type Value } from "./json-text.ts";
import type { Random } from "./random.ts";

/** One request as it goes on the wire: header lines may repeat (two content-types), the body is raw bytes. */
export type WireRequest = {
  method: string;
  path: string;
  headers: Array<[string, string]>;
  body?: Buffer;
  /** What the encoding did, for the failure report. */
  encoding: string;
};

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/JSON",
  "application/json; charset=utf-16",
  "application/json;charset=latin1",
  "application/problem+json",
  "application/json, text/plain",
  "application/json; boundary=x",
  "text/json",
];

/** Bodies that are not the value at all: empty, truncated, not JSON, invalid UTF-8, JSON5, comments. */
const BROKEN_BODIES: Array<(json: string, r: Random) => Buffer> = [
  () => Buffer.alloc(0),
  () => Buffer.from("   \n"),
  (json, r) => Buffer.from(json.slice(0, r.int(Math.max(1, json.length)))),
  (json) => Buffer.from(`\ufeff${json}`),
  (json) =>
    Buffer.concat([
      Buffer.from(json.slice(0, 5)),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
      Buffer.from(json.slice(5)),
    ]),
  (json) => Buffer.from(`${json}\u0000`),
  (json) => Buffer.from(`${json}${json}`),
  () => Buffer.from("{'a': 1,}"),
  () => Buffer.from('{"a": NaN, "b": Infinity}'),
  () => Buffer.from('/* comment */ {"a": 1}'),
  () => Buffer.from("null"),
  () => Buffer.from("true"),
  () => Buffer.from("1e400"),
  () => Buffer.from('"just a string"'),
  () => Buffer.from("[]"),
  () => Buffer.from("\u0000"),
];

/** key=value pairs of the top-level object; nested values as JSON text (as a naive form encoder would). */
function formPairs(value: Value): Array<[string, string]> {
  const entries = entriesOf(value);
  if (!entries) return [["body", flatText(value)]];
  return entries.map(([k, v]) => [k, flatText(v)]);
}

function multipart(pairs: Array<[string, string]>, boundary: string): Buffer {
  const parts = pairs.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

/** One body encoding of `value`, chosen by weight: mostly JSON, then the form and text encodings of issue 12. */
export function encodeBody(value: Value, r: Random): Pick<WireRequest, "headers" | "body" | "encoding"> {
  const json = toJsonText(value);
  const roll = r.next();
  if (roll < 0.58)
    return { headers: [["content-type", "application/json"]], body: Buffer.from(json), encoding: "json" };
  if (roll < 0.66) {
    const type = r.pick(JSON_TYPES);
    return { headers: [["content-type", type]], body: Buffer.from(json), encoding: `json as ${type}` };
  }
  if (roll < 0.74) {
    const body = new URLSearchParams(formPairs(value)).toString();
    return {
      headers: [["content-type", "application/x-www-form-urlencoded"]],
      body: Buffer.from(body),
      encoding: "form-urlencoded",
    };
  }
  if (roll < 0.8) {
    const boundary = `----hostile${r.int(1e9)}`;
    return {
      headers: [["content-type", `multipart/form-data; boundary=${boundary}`]],
      body: multipart(formPairs(value), boundary),
      encoding: "multipart",
    };
  }
  if (roll < 0.84)
    return { headers: [["content-type", "text/plain"]], body: Buffer.from(json), encoding: "text/plain" };
  if (roll < 0.87) return { headers: [], body: Buffer.from(json), encoding: "no content-type" };
  if (roll < 0.9)
    return {
      headers: [
        ["content-type", "application/json"],
        ["content-type", r.pick(["text/plain", "application/x-www-form-urlencoded", "application/json"])],
      ],
      body: Buffer.from(json),
      encoding: "two content-type headers",
    };
  const broken = r.int(BROKEN_BODIES.length);
  return {
    headers: [["content-type", "application/json"]],
    body: BROKEN_BODIES[broken]!(json, r),
    encoding: `broken body #${broken}`,
  };
}

/** Raw query fragments a browser would never send: bad percent-encoding, NUL, repeats, bracket keys. */
const BROKEN_QUERY = [
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%ED%A0%80",
  "%00",
  "%C0%AE",
  "%FF%FE",
  "a[b]=1",
  "=",
  "&&&",
  "x=%u0000",
];

/**
 * encodeURIComponent, except that a lone surrogate goes out as its WTF-8 bytes (%ED%A0%80) instead of throwing:
 * what a sloppy client would send.
 */
export function percentEncode(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (isHigh || isLow) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 63)).toString(16)}%${(0x80 | (unit & 63)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** The value's top-level entries as a query string, sometimes with a broken fragment or a repeated key. */
export function encodeQuery(value: Value, r: Random): { query: string; encoding: string } {
  const pairs = formPairs(value).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v.slice(0, 2000))}`);
  let encoding = "query";
  if (pairs.length && r.chance(0.15)) {
    pairs.push(pairs[r.int(pairs.length)]!.replace(/=.*/, `=${r.int(1e6)}`));
    encoding += ", repeated key";
  }
  if (r.chance(0.2)) {
    const fragment = r.pick(BROKEN_QUERY);
    const [key] = (pairs[0] ?? "x=").split("=");
    pairs.push(r.chance(0.5) ? `${key}=${fragment}` : fragment);
    encoding += `, raw ${fragment}`;
  }
  return { query: pairs.join("&"), encoding };
}

/** A path segment: the value when it is a short string, else its JSON, percent-encoded — or a raw broken one. */
export function encodeSegment(value: Value, r: Random): string {
  if (r.chance(0.15))
    return r.pick([...BROKEN_QUERY.slice(0, 7), "..%2F..%2Fetc", "%2e%2e", "x".repeat(3000)]);
  return percentEncode(flatText(value).slice(0, 3000));
}
