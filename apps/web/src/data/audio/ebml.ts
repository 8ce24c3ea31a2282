// A small EBML (Matroska/WebM) reader and writer: element IDs, variable-length sizes and a buffered cursor over a
// file read in chunks. Just what seekable.ts needs to rewrite a recording; never the whole file in memory.

export const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  Void: 0xec,
  Chapters: 0x1043a770,
  Tags: 0x1254c367,
  Attachments: 0x1941a469,
} as const;

/** The children of a Segment: inside an unknown-size Cluster, one of these (or a new EBML header) ends it. */
export const LEVEL1 = new Set<number>([
  ID.SeekHead,
  ID.Info,
  ID.Tracks,
  ID.Cues,
  ID.Cluster,
  ID.Chapters,
  ID.Tags,
  ID.Attachments,
  ID.EBML,
]);

/** A size whose value bits are all ones means "unknown" (a live writer did not know it yet). */
export const UNKNOWN = -1;

export class EbmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EbmlError";
  }
}

/** How many bytes a vint takes, from its first byte (the position of the first 1 bit), 0 if invalid. */
export function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x100 >> length)) return length;
  return 0;
}

/** An element ID as it is stored: the marker bit stays part of the ID. */
export function readId(bytes: Uint8Array, at: number): { id: number; length: number } {
  const length = vintLength(bytes[at] ?? 0);
  if (length === 0 || length > 4) throw new EbmlError(`Not an element ID at byte ${at}`);
  if (at + length > bytes.length) throw new EbmlError("An element ID runs past the data");
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + (bytes[at + i] as number);
  return { id, length };
}

/** A data size: the marker bit removed; all ones is UNKNOWN. Sizes past 2^53 are refused (no file is that big). */
export function readSize(bytes: Uint8Array, at: number): { size: number; length: number } {
  const length = vintLength(bytes[at] ?? 0);
  if (length === 0) throw new EbmlError(`Not an element size at byte ${at}`);
  if (at + length > bytes.length) throw new EbmlError("An element size runs past the data");
  let value = (bytes[at] as number) & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] as number;
    if (byte !== 0xff) allOnes = false;
    value = value * 256 + byte;
  }
  if (allOnes) return { size: UNKNOWN, length };
  if (!Number.isSafeInteger(value)) throw new EbmlError("An element size is too large");
  return { size: value, length };
}

/** The bytes of an ID (IDs keep their marker bit, so they are written as the number's big-endian bytes). */
export function writeId(id: number): Uint8Array {
  const length = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  return bigEndian(id, length);
}

/** The shortest vint for a size, or exactly `width` bytes. All ones is reserved for "unknown", so it is skipped. */
export function writeSize(size: number, width?: number): Uint8Array {
  if (!Number.isSafeInteger(size) || size < 0) throw new EbmlError(`Not a size: ${size}`);
  let length = 1;
  while (length < 8 && size >= 2 ** (7 * length) - 1) length++;
  if (width !== undefined) {
    if (width < length) throw new EbmlError(`${size} does not fit in ${width} bytes`);
    length = width;
  }
  const bytes = bigEndian(size, length);
  bytes[0] = (bytes[0] as number) | (0x100 >> length);
  return bytes;
}

/** An unsigned integer in big-endian, in the fewest bytes (at least one). */
export function uintBytes(value: number): Uint8Array {
  let length = 1;
  while (length < 8 && value >= 2 ** (8 * length)) length++;
  return bigEndian(value, length);
}

export function readUint(bytes: Uint8Array): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

export function readFloat(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length === 4) return view.getFloat32(0);
  if (bytes.length === 8) return view.getFloat64(0);
  if (bytes.length === 0) return 0;
  throw new EbmlError("A float element is neither 4 nor 8 bytes");
}

function bigEndian(value: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A whole element: ID, shortest size, data. */
export function element(id: number, ...data: Uint8Array[]): Uint8Array {
  const body = concat(data);
  return concat([writeId(id), writeSize(body.length), body]);
}

export function uintElement(id: number, value: number): Uint8Array {
  return element(id, uintBytes(value));
}

export function floatElement(id: number, value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

/** Where the bytes come from: a File read with slice(), or an array in a test. */
export interface ByteSource {
  readonly size: number;
  read(at: number, length: number): Promise<Uint8Array>;
}

export function blobSource(blob: Blob): ByteSource {
  return {
    size: blob.size,
    read: async (at, length) => new Uint8Array(await blob.slice(at, at + length).arrayBuffer()),
  };
}

export function bytesSource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: async (at, length) => bytes.slice(at, at + length) };
}

export interface Header {
  id: number;
  /** Where the element starts (its ID). */
  start: number;
  /** Where its data starts. */
  dataStart: number;
  /** UNKNOWN, or the data's size. */
  size: number;
}

const CHUNK = 1 << 20;

/** Reads element headers anywhere in the source, through one window of about a megabyte. */
export class Cursor {
  private window: Uint8Array = new Uint8Array(0);
  private windowStart = 0;

  constructor(
    readonly source: ByteSource,
    private readonly chunk = CHUNK,
  ) {}

  /** At least `length` bytes from `at` (fewer at the end of the source). */
  async bytes(at: number, length: number): Promise<Uint8Array> {
    const end = Math.min(at + length, this.source.size);
    if (at < this.windowStart || end > this.windowStart + this.window.length) {
      this.windowStart = at;
      this.window = await this.source.read(at, Math.max(length, this.chunk));
    }
    return this.window.subarray(at - this.windowStart, end - this.windowStart);
  }

  /** The header at `at`, or null when the source ends before a whole header. */
  async header(at: number): Promise<Header | null> {
    const bytes = await this.bytes(at, 12);
    if (bytes.length === 0) return null;
    try {
      const id = readId(bytes, 0);
      const size = readSize(bytes, id.length);
      return { id: id.id, start: at, dataStart: at + id.length + size.length, size: size.size };
    } catch (error) {
      if (error instanceof EbmlError && /runs past/.test(error.message)) return null;
      throw error;
    }
  }
}
