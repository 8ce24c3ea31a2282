import { describe, expect, it } from "vitest";
import { readNdjson } from "./ndjson";

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

async function collect(parts: string[]) {
  const values: unknown[] = [];
  for await (const value of readNdjson(streamOf(parts))) values.push(value);
  return values;
}

describe("readNdjson", () => {
  it("yields one value per line, across arbitrary chunk boundaries", async () => {
    expect(
      await collect(['{"type":"progress","cur', 'rent":1,"total":2}\n{"type":"pro', 'gress"}\n\n{"a":1}']),
    ).toEqual([{ type: "progress", current: 1, total: 2 }, { type: "progress" }, { a: 1 }]);
  });
  it("handles multi-byte characters split between chunks", async () => {
    const bytes = new TextEncoder().encode('{"t":"café"}\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const values: unknown[] = [];
    for await (const value of readNdjson(stream)) values.push(value);
    expect(values).toEqual([{ t: "café" }]);
  });
  it("rejects a line that is not JSON", async () => {
    await expect(collect(["not json\n"])).rejects.toThrow();
  });
});
