import { encodeBody, encodeQuery, encodeSegment, type WireRequest } from "./encode.ts";
import type { Endpoint, Student } from "./endpoints.ts";
import { generate } from "./generate.ts";
import { entriesOf, flatText, type Value } from "./json-text.ts";
import { mutate } from "./mutate.ts";
import { createRandom, type Random } from "./random.ts";

export type Case = { key: string; request: WireRequest; steps: string[] };

/** Share of cases sent as generated, unmutated: they reach the handlers' real work (saves, generation, mail). */
const UNMUTATED = 0.12;
const DEFAULT_MAX_STRING = 80_000;

/**
 * Case `index` of `endpoint` under `seed`: its own PRNG is keyed by all three, so any one case can be rebuilt
 * alone (HOSTILE_CASE) whatever order the barrage ran in.
 */
export function buildCase(endpoint: Endpoint, student: Student, seed: string, index: number): Case {
  const key = `${seed}#${endpoint.name}#${index}`;
  const r = createRandom(key);
  let value = generate(endpoint.schema, r, endpoint.hints);
  if (endpoint.fix) value = endpoint.fix(value, student, r);
  const steps: string[] = [];
  if (!r.chance(UNMUTATED)) {
    const mutated = mutate(value, r, { maxStringChars: endpoint.maxStringChars ?? DEFAULT_MAX_STRING });
    value = mutated.value;
    steps.push(...mutated.steps);
  }
  const request = wireRequest(endpoint, value, r);
  if (r.chance(0.02)) {
    const host = r.pick(ODD_HOSTS);
    request.headers.push(["host", host]);
    request.encoding += `, Host: ${JSON.stringify(host.slice(0, 20))}`;
  }
  steps.push(request.encoding);
  return { key, request, steps };
}

/** Host headers the adapter cannot build a URL from (or barely can). */
const ODD_HOSTS = [
  "",
  "a b",
  "[::1",
  "localhost:99999",
  "exa\tmple.com",
  "x".repeat(300),
  "localhost:3000/../x",
];

function wireRequest(endpoint: Endpoint, value: Value, r: Random): WireRequest {
  switch (endpoint.input) {
    case "body":
      return { method: endpoint.method, path: endpoint.path, ...encodeBody(value, r) };
    case "query": {
      const { query, encoding } = encodeQuery(value, r);
      return { method: endpoint.method, path: `${endpoint.path}?${query}`, headers: [], encoding };
    }
    case "segment": {
      const segment = encodeSegment(value, r);
      return {
        method: endpoint.method,
        path: endpoint.path.replace(":id", segment),
        headers: [],
        encoding: `segment ${segment.slice(0, 60)}`,
      };
    }
    case "upload":
      return { method: endpoint.method, path: endpoint.path, ...encodeUpload(value, r) };
  }
}

/** Broken multipart framings the streaming reader in routes/transcribe.ts must answer 400 (not hang, not 500). */
const UPLOAD_BREAKS: Array<[string, (body: string, boundary: string) => string]> = [
  ["no closing delimiter", (b, boundary) => b.replace(`--${boundary}--\r\n`, "")],
  ["truncated", (b) => b.slice(0, Math.floor(b.length / 2))],
  ["no blank line after part headers", (b) => b.replace(/\r\n\r\n/g, "\r\n")],
  [
    "part headers over 16 KB",
    (b) => b.replace("Content-Disposition", `X-Pad: ${"p".repeat(20_000)}\r\nContent-Disposition`),
  ],
  ["another boundary in the body", (b, boundary) => b.replaceAll(boundary, `${boundary}x`)],
  ["empty", () => ""],
];

function encodeUpload(value: Value, r: Random): Pick<WireRequest, "headers" | "body" | "encoding"> {
  const fields = new Map(entriesOf(value) ?? []);
  const boundary = r.chance(0.05) ? "b".repeat(300) : `----upload${r.int(1e9)}`;
  const filename = flatText(fields.get("filename") ?? "a.webm");
  const type = flatText(fields.get("type") ?? "audio/webm");
  const name = r.chance(0.9) ? "file" : r.pick(["File", "audio", "", "file\u0000"]);
  const audio = `RIFF${flatText(fields.get("file") ?? "")}`;
  const extra = [...fields]
    .filter(([k]) => !["file", "filename", "type"].includes(k))
    .map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${flatText(v)}\r\n`,
    );
  let body =
    extra.join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n${audio}\r\n--${boundary}--\r\n`;
  let encoding = `multipart upload ${JSON.stringify(filename)} ${JSON.stringify(type)}`;
  if (r.chance(0.3)) {
    const [what, breakIt] = r.pick(UPLOAD_BREAKS);
    body = breakIt(body, boundary);
    encoding += `, ${what}`;
  }
  const contentType = r.chance(0.9)
    ? `multipart/form-data; boundary=${boundary}`
    : r.pick([
        "multipart/form-data",
        "application/json",
        "text/plain",
        `multipart/form-data; boundary="${boundary}"`,
      ]);
  return {
    headers: [["content-type", contentType]],
    body: Buffer.from(body),
    encoding: `${encoding} as ${contentType}`,
  };
}
