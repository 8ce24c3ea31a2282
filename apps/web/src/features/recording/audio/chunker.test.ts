import { describe, expect, it } from "vitest";
import { ChunkCollector } from "./chunker";

function ramp(from: number, length: number): Float32Array {
  return Float32Array.from({ length }, (_, i) => from + i);
}

describe("ChunkCollector", () => {
  it("cuts any slicing of the input into chunks of the chosen length, in order", () => {
    const collector = new ChunkCollector(4);
    const chunks = [
      ...collector.push(ramp(0, 3)),
      ...collector.push(ramp(3, 6)),
      ...collector.push(ramp(9, 1)),
    ];
    expect(chunks.map((c) => Array.from(c))).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    expect(Array.from(collector.flush()!)).toEqual([8, 9]);
    expect(collector.flush()).toBeNull();
    expect(collector.emitted).toBe(10);
  });

  it("hands out whole chunks that later input does not overwrite", () => {
    const collector = new ChunkCollector(2);
    const [first] = collector.push(ramp(0, 2));
    collector.push(ramp(10, 2));
    expect(Array.from(first!)).toEqual([0, 1]);
  });

  it("drops the first samples it is told to skip, across pushes", () => {
    const collector = new ChunkCollector(3, 4);
    const chunks = [...collector.push(ramp(0, 3)), ...collector.push(ramp(3, 5))];
    expect(chunks.map((c) => Array.from(c))).toEqual([[4, 5, 6]]);
    expect(Array.from(collector.flush()!)).toEqual([7]);
  });

  it("refuses a chunk length that is not a positive whole number", () => {
    expect(() => new ChunkCollector(0)).toThrow(RangeError);
    expect(() => new ChunkCollector(1.5)).toThrow(RangeError);
  });
});
