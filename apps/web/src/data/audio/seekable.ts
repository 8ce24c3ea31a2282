// Makes a finished recording seekable (issue 23 §3, replay in a 3-hour lecture). A MediaRecorder WebM has a Segment
// and Clusters of unknown size, no Duration and no Cues: to seek backwards Chromium re-reads the file from the start
// (11–15 s in a 3-hour file). Rewritten once with Info/Duration and a Cues element before the first Cluster, it
// seeks like a file ffmpeg wrote (~0.1 s). Streamed: one pass reads the structure (headers only, through a 1 MB
// window), a second copies the Clusters byte for byte behind new headers.

import {
  type ByteSource,
  Cursor,
  concat,
  EbmlError,
  element,
  floatElement,
  ID,
  LEVEL1,
  readUint,
  UNKNOWN,
  uintElement,
  writeId,
  writeSize,
} from "./ebml";

export interface ClusterSpan {
  /** Where its data starts and ends in the source (its header is written anew). */
  dataStart: number;
  dataEnd: number;
  /** Its Timecode, in TimecodeScale units. */
  timecode: number;
}

export interface WebmLayout {
  /** The EBML header, copied as it is. */
  headerEnd: number;
  /** Info's children other than Duration, as read. */
  infoChildren: Uint8Array;
  timecodeScale: number;
  /** Tracks and any other kept top-level element (Tags, Chapters…), as read. */
  kept: Uint8Array[];
  clusters: ClusterSpan[];
  /** End of the last block, in TimecodeScale units. */
  duration: number;
  /** The track the Cues point at: the first block's. */
  cueTrack: number;
}

const CLUSTER_CHILD_SAFETY = 64 << 20;

/** Reads the structure of a WebM: headers and the small top-level elements, never the media. */
export async function readLayout(source: ByteSource): Promise<WebmLayout> {
  const cursor = new Cursor(source);
  const ebml = await cursor.header(0);
  if (!ebml || ebml.id !== ID.EBML || ebml.size === UNKNOWN) throw new EbmlError("Not an EBML file");
  const headerEnd = ebml.dataStart + ebml.size;
  const segment = await cursor.header(headerEnd);
  if (!segment || segment.id !== ID.Segment) throw new EbmlError("No Segment after the EBML header");
  const segmentEnd =
    segment.size === UNKNOWN ? source.size : Math.min(source.size, segment.dataStart + segment.size);

  let infoChildren: Uint8Array | null = null;
  let timecodeScale = 1_000_000;
  const kept: Uint8Array[] = [];
  const clusters: ClusterSpan[] = [];
  let lastBlock = -1;
  let lastGap = 0;
  let cueTrack = 0;

  let at = segment.dataStart;
  while (at < segmentEnd) {
    const head = await cursor.header(at);
    if (!head) break; // a header cut off by a crash: what came before is whole
    if (head.id === ID.Cluster) {
      // Children up to the cluster's end, or (unknown size) up to the next top-level element.
      const end = head.size === UNKNOWN ? segmentEnd : Math.min(segmentEnd, head.dataStart + head.size);
      let timecode: number | null = null;
      let child = head.dataStart;
      // Whether the cluster ended where a cluster ends (its size, or the next top-level element) rather than cut off.
      let whole = true;
      while (child < end) {
        const c = await cursor.header(child);
        if (c && LEVEL1.has(c.id)) break;
        if (!c) {
          whole = false;
          break;
        }
        if (c.size === UNKNOWN || c.size > CLUSTER_CHILD_SAFETY)
          throw new EbmlError("A Cluster child has no size");
        const childEnd = c.dataStart + c.size;
        if (childEnd > end) {
          whole = false; // a block cut off at the end of a crashed recording: dropped
          break;
        }
        if (c.id === ID.Timecode) timecode = readUint(await cursor.bytes(c.dataStart, c.size));
        else if (c.id === ID.SimpleBlock || c.id === ID.BlockGroup) {
          if (timecode === null) throw new EbmlError("A block before its Cluster's Timecode");
          const block = c.id === ID.SimpleBlock ? c : await blockIn(cursor, c);
          if (block) {
            const { track, relative } = await blockHeader(cursor, block.dataStart);
            if (!cueTrack) cueTrack = track;
            const time = timecode + relative;
            if (lastBlock >= 0 && time > lastBlock) lastGap = time - lastBlock;
            lastBlock = Math.max(lastBlock, time);
          }
        }
        child = childEnd;
      }
      if (timecode !== null && child > head.dataStart)
        clusters.push({ dataStart: head.dataStart, dataEnd: child, timecode });
      if (!whole) break;
      at = child;
      continue;
    }
    if (head.size === UNKNOWN) throw new EbmlError("A top-level element other than a Cluster has no size");
    const end = head.dataStart + head.size;
    if (end > segmentEnd) break;
    if (head.id === ID.Info) {
      const children: Uint8Array[] = [];
      const data = (await cursor.bytes(head.dataStart, head.size)).slice();
      for (let i = 0; i < data.length; ) {
        const c = await new Cursor({ size: data.length, read: async (s, n) => data.slice(s, s + n) }).header(
          i,
        );
        if (!c || c.size === UNKNOWN) throw new EbmlError("A broken Info element");
        const whole = data.subarray(i, c.dataStart + c.size);
        const value = data.subarray(c.dataStart, c.dataStart + c.size);
        if (c.id === ID.TimecodeScale) timecodeScale = readUint(value) || timecodeScale;
        if (c.id !== ID.Duration) children.push(whole);
        i = c.dataStart + c.size;
      }
      infoChildren = concat(children);
    } else if (head.id === ID.EBML) {
      break; // a second stream glued on: only the first is ours
    } else if (head.id !== ID.SeekHead && head.id !== ID.Cues && head.id !== ID.Void) {
      // SeekHead and Cues point at positions that move: dropped (new Cues are written); Void is padding.
      kept.push((await cursor.bytes(head.start, end - head.start)).slice());
    }
    at = end;
  }
  if (!infoChildren) throw new EbmlError("No Info element");
  if (clusters.length === 0) throw new EbmlError("No Cluster with audio");
  return {
    headerEnd,
    infoChildren,
    timecodeScale,
    kept,
    clusters,
    duration: Math.max(0, lastBlock) + lastGap,
    cueTrack: cueTrack || 1,
  };
}

/** The Block inside a BlockGroup, or null. */
async function blockIn(cursor: Cursor, group: { dataStart: number; size: number }) {
  for (let at = group.dataStart; at < group.dataStart + group.size; ) {
    const c = await cursor.header(at);
    if (!c || c.size === UNKNOWN) return null;
    if (c.id === ID.Block) return c;
    at = c.dataStart + c.size;
  }
  return null;
}

async function blockHeader(cursor: Cursor, at: number): Promise<{ track: number; relative: number }> {
  const bytes = await cursor.bytes(at, 11);
  const first = bytes[0] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x100 >> length))) length++;
  let track = first & (0xff >> length);
  for (let i = 1; i < length; i++) track = track * 256 + (bytes[i] ?? 0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { track, relative: view.getInt16(length) };
}

/** Every new Cluster header: the ID and an 8-byte size, so its length never depends on the cluster's size. */
export const CLUSTER_HEADER_BYTES = 4 + 8;

/**
 * The Cues for clusters that start `before` bytes after the Segment's data start, plus the Cues' own size. Each
 * position depends on the Cues' size and the size on the positions: starting from the Cues written for no shift,
 * every round's size is at least the last (positions only grow, and with them their vints), so the rounds climb
 * to the size that holds its own positions.
 */
export function cuesFor(
  clusters: { timecode: number; size: number }[],
  before: number,
  track: number,
): { cues: Uint8Array; rounds: number } {
  const encode = (shift: number) => {
    let position = before + shift;
    const points: Uint8Array[] = [];
    for (const cluster of clusters) {
      points.push(
        element(
          ID.CuePoint,
          uintElement(ID.CueTime, cluster.timecode),
          element(
            ID.CueTrackPositions,
            uintElement(ID.CueTrack, track),
            uintElement(ID.CueClusterPosition, position),
          ),
        ),
      );
      position += CLUSTER_HEADER_BYTES + cluster.size;
    }
    return element(ID.Cues, ...points);
  };
  let cues = encode(0);
  for (let rounds = 1; rounds < 64; rounds++) {
    const next = encode(cues.length);
    if (next.length === cues.length) return { cues: next, rounds };
    cues = next;
  }
  throw new EbmlError("The Cues' size did not settle");
}

/** Where the rewritten bytes go, in order. */
export interface ByteSink {
  write(bytes: Uint8Array): void | Promise<void>;
}

const COPY_CHUNK = 1 << 20;

/** Writes the seekable file: EBML header, Segment of known size, Info with Duration, Tracks, Cues, Clusters. */
export async function writeSeekable(source: ByteSource, layout: WebmLayout, sink: ByteSink): Promise<number> {
  const info = element(ID.Info, layout.infoChildren, floatElement(ID.Duration, layout.duration));
  const before = info.length + layout.kept.reduce((sum, part) => sum + part.length, 0);
  const sized = layout.clusters.map((c) => ({ timecode: c.timecode, size: c.dataEnd - c.dataStart }));
  const { cues } = cuesFor(sized, before, layout.cueTrack);
  const segmentSize = before + cues.length + sized.reduce((sum, c) => sum + CLUSTER_HEADER_BYTES + c.size, 0);
  let written = 0;
  const put = async (bytes: Uint8Array) => {
    await sink.write(bytes);
    written += bytes.length;
  };
  await put(await source.read(0, layout.headerEnd));
  await put(concat([writeId(ID.Segment), writeSize(segmentSize, 8)]));
  await put(info);
  for (const part of layout.kept) await put(part);
  await put(cues);
  for (const cluster of layout.clusters) {
    await put(concat([writeId(ID.Cluster), writeSize(cluster.dataEnd - cluster.dataStart, 8)]));
    for (let at = cluster.dataStart; at < cluster.dataEnd; ) {
      const bytes = await source.read(at, Math.min(COPY_CHUNK, cluster.dataEnd - at));
      if (bytes.length === 0) throw new EbmlError("The file ended while it was copied");
      await put(bytes);
      at += bytes.length;
    }
  }
  return written;
}

/** Seconds of a layout. */
export function layoutSeconds(layout: WebmLayout): number {
  return (layout.duration * layout.timecodeScale) / 1e9;
}

/** Reads the layout and writes the seekable file; the seconds are what the new Duration says. */
export async function makeSeekable(
  source: ByteSource,
  sink: ByteSink,
): Promise<{ bytes: number; seconds: number }> {
  const layout = await readLayout(source);
  const bytes = await writeSeekable(source, layout, sink);
  return { bytes, seconds: layoutSeconds(layout) };
}
