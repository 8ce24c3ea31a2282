import { describe, expect, it } from "vitest";
import {
  bytesSource,
  Cursor,
  concat,
  element,
  ID,
  readFloat,
  readId,
  readSize,
  readUint,
  UNKNOWN,
  uintElement,
  writeId,
  writeSize,
} from "./ebml";
import { CLUSTER_HEADER_BYTES, cuesFor, makeSeekable, readLayout } from "./seekable";

// The pure parts of making a recording seekable (issue 23 §3). The worker and OPFS around them are exercised in
// Chromium by e2e/recording-audio.spec.ts and bench/audio-seek.bench.ts.

const unknownSize = new Uint8Array([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function simpleBlock(track: number, relative: number, payload: number): Uint8Array {
  const body = new Uint8Array([
    0x80 | track,
    (relative >> 8) & 0xff,
    relative & 0xff,
    0x80,
    payload,
    payload,
  ]);
  return element(ID.SimpleBlock, body);
}

/** A MediaRecorder-like WebM: Segment and Clusters of unknown size, no Duration, no Cues, a SeekHead. */
function recorderWebm(clusters: { timecode: number; blocks: number[] }[]): Uint8Array {
  const header = element(0x1a45dfa3, element(0x4282, new TextEncoder().encode("webm")));
  const seekHead = element(ID.SeekHead, element(0x4dbb, element(0x53ab, writeId(ID.Info))));
  const info = element(
    ID.Info,
    uintElement(ID.TimecodeScale, 1_000_000),
    element(0x4d80, new Uint8Array([65])),
  );
  const tracks = element(
    ID.Tracks,
    element(0xae, uintElement(0xd7, 1), element(0x86, new Uint8Array([65, 95]))),
  );
  const body = clusters.map((c) =>
    concat([
      writeId(ID.Cluster),
      unknownSize,
      uintElement(ID.Timecode, c.timecode),
      ...c.blocks.map((relative, i) => simpleBlock(1, relative, i)),
    ]),
  );
  return concat([header, writeId(ID.Segment), unknownSize, seekHead, info, tracks, ...body]);
}

/** Top-level elements of a Segment (known sizes only), as [id, start, dataStart, size]. */
async function children(bytes: Uint8Array, from: number, to: number) {
  const cursor = new Cursor(bytesSource(bytes), 7);
  const out: { id: number; start: number; dataStart: number; size: number }[] = [];
  for (let at = from; at < to; ) {
    const head = await cursor.header(at);
    if (!head) throw new Error("cut off");
    out.push(head);
    at = head.dataStart + head.size;
  }
  return out;
}

async function rewrite(input: Uint8Array) {
  const parts: Uint8Array[] = [];
  const result = await makeSeekable(bytesSource(input), { write: (b) => void parts.push(b.slice()) });
  return { ...result, out: concat(parts) };
}

describe("EBML vints", () => {
  it("reads and writes sizes of every width, and all ones as unknown", () => {
    for (const size of [0, 1, 126, 127, 16_382, 16_383, 2 ** 21, 2 ** 35 + 5, 2 ** 52]) {
      const bytes = writeSize(size);
      expect(readSize(bytes, 0)).toEqual({ size, length: bytes.length });
    }
    // 127 in one byte would be 0xFF, the "unknown" marker: it takes two.
    expect([...writeSize(126)]).toEqual([0xfe]);
    expect([...writeSize(127)]).toEqual([0x40, 0x7f]);
    expect([...writeSize(5, 8)]).toEqual([1, 0, 0, 0, 0, 0, 0, 5]);
    expect(readSize(new Uint8Array([0xff]), 0).size).toBe(UNKNOWN);
    expect(readSize(unknownSize, 0)).toEqual({ size: UNKNOWN, length: 8 });
    expect(() => writeSize(300, 1)).toThrow(/does not fit/);
    expect(() => readSize(new Uint8Array([0]), 0)).toThrow(/Not an element size/);
  });

  it("reads IDs with their marker bit, as the spec numbers them", () => {
    expect(readId(writeId(ID.Cluster), 0)).toEqual({ id: 0x1f43b675, length: 4 });
    expect(readId(writeId(ID.Duration), 0)).toEqual({ id: 0x4489, length: 2 });
    expect(readId(new Uint8Array([0xa3]), 0)).toEqual({ id: ID.SimpleBlock, length: 1 });
    expect(readUint(new Uint8Array([1, 0]))).toBe(256);
  });
});

describe("walking elements through a small window", () => {
  it("reads headers that straddle the window's edge", async () => {
    const bytes = concat([
      element(0xec, new Uint8Array(5)),
      element(ID.Info, new Uint8Array(300)),
      uintElement(0xe7, 9),
    ]);
    // A 7-byte window: every header crosses a chunk boundary somewhere.
    expect((await children(bytes, 0, bytes.length)).map((h) => [h.id, h.size])).toEqual([
      [0xec, 5],
      [ID.Info, 300],
      [0xe7, 1],
    ]);
    expect(await new Cursor(bytesSource(bytes.subarray(0, 8)), 7).header(7)).toBeNull();
  });
});

describe("the Cues' size fixpoint", () => {
  it("settles on a size whose positions are its own, even when the shift widens the positions' vints", async () => {
    // Positions just under 127 and 2^16 grow a byte each once the Cues' own size is added.
    const clusters = Array.from({ length: 40 }, (_, i) => ({ timecode: i * 5000, size: 1500 + i }));
    const { cues, rounds } = cuesFor(clusters, 120, 1);
    expect(rounds).toBeGreaterThan(1);
    // Decode: the first CueClusterPosition is `before` + the Cues' size.
    const positions: number[] = [];
    const walk = async (from: number, to: number) => {
      for (const h of await children(cues, from, to)) {
        if (h.id === ID.Cues || h.id === ID.CuePoint || h.id === ID.CueTrackPositions)
          await walk(h.dataStart, h.dataStart + h.size);
        if (h.id === ID.CueClusterPosition)
          positions.push(readUint(cues.subarray(h.dataStart, h.dataStart + h.size)));
      }
    };
    await walk(0, cues.length);
    expect(positions[0]).toBe(120 + cues.length);
    expect(positions[1]).toBe(120 + cues.length + CLUSTER_HEADER_BYTES + 1500);
    expect(positions).toHaveLength(40);
  });
});

describe("a recorder's WebM made seekable", () => {
  const input = recorderWebm([
    { timecode: 0, blocks: [0, 20, 40] },
    { timecode: 60, blocks: [0, 20, 40] },
    { timecode: 120, blocks: [0, 20] },
  ]);

  it("has a sized Segment, Info with the Duration, Tracks, Cues before the Clusters, and no SeekHead", async () => {
    const { out, bytes, seconds } = await rewrite(input);
    expect(bytes).toBe(out.length);
    // Last block at 140 ms + the 20 ms between blocks.
    expect(seconds).toBeCloseTo(0.16, 6);
    const top = await children(out, 0, out.length);
    expect(top.map((h) => h.id)).toEqual([0x1a45dfa3, ID.Segment]);
    const segment = top[1] as { dataStart: number; size: number };
    expect(segment.dataStart + segment.size).toBe(out.length);
    const inside = await children(out, segment.dataStart, out.length);
    expect(inside.map((h) => h.id)).toEqual([
      ID.Info,
      ID.Tracks,
      ID.Cues,
      ID.Cluster,
      ID.Cluster,
      ID.Cluster,
    ]);
    const info = await children(
      out,
      inside[0]?.dataStart ?? 0,
      (inside[0]?.dataStart ?? 0) + (inside[0]?.size ?? 0),
    );
    const duration = info.find((h) => h.id === ID.Duration);
    expect(duration && readFloat(out.subarray(duration.dataStart, duration.dataStart + duration.size))).toBe(
      160,
    );
    // Every CuePoint points at its Cluster, relative to the Segment's data start, with the Cluster's Timecode.
    const cues = inside[2] as { dataStart: number; size: number };
    const points = await children(out, cues.dataStart, cues.dataStart + cues.size);
    const clusters = inside.filter((h) => h.id === ID.Cluster);
    expect(points).toHaveLength(3);
    for (const [i, point] of points.entries()) {
      const [time, positions] = await children(out, point.dataStart, point.dataStart + point.size);
      const [track, position] = await children(
        out,
        positions?.dataStart ?? 0,
        (positions?.dataStart ?? 0) + (positions?.size ?? 0),
      );
      const value = (h: typeof time) =>
        readUint(out.subarray(h?.dataStart ?? 0, (h?.dataStart ?? 0) + (h?.size ?? 0)));
      expect(value(time)).toBe([0, 60, 120][i]);
      expect(value(track)).toBe(1);
      expect(value(position) + segment.dataStart).toBe(clusters[i]?.start);
      const timecode = (
        await children(out, clusters[i]?.dataStart ?? 0, (clusters[i]?.dataStart ?? 0) + 3)
      )[0];
      expect(timecode?.id).toBe(ID.Timecode);
    }
  });

  it("copies every Cluster's content byte for byte", async () => {
    const { out } = await rewrite(input);
    const clusterBodies = (bytes: Uint8Array) => {
      const marker = writeId(ID.Cluster);
      const found: number[] = [];
      for (let i = 0; i + 4 <= bytes.length; i++)
        if (marker.every((b, k) => bytes[i + k] === b)) found.push(i);
      return found.map((at, k) => bytes.subarray(at + 12, found[k + 1] ?? bytes.length));
    };
    expect(clusterBodies(out).map((b) => [...b])).toEqual(clusterBodies(input).map((b) => [...b]));
  });

  it("drops a block cut off by a crash, and keeps the whole ones", async () => {
    const cut = input.subarray(0, input.length - 3);
    const layout = await readLayout(bytesSource(cut));
    expect(layout.clusters).toHaveLength(3);
    expect(layout.duration).toBe(140);
    const { out } = await rewrite(cut);
    expect(out.length).toBe((await rewrite(input)).out.length - simpleBlock(1, 20, 1).length);
  });

  it("refuses what is not a WebM it can read, so the original is kept", async () => {
    await expect(rewrite(new TextEncoder().encode("not a webm at all"))).rejects.toThrow();
    const noClusters = recorderWebm([]);
    await expect(rewrite(noClusters)).rejects.toThrow(/No Cluster/);
  });
});
