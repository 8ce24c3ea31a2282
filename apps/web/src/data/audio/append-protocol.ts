// Messages between the page and the append worker (append.worker.ts).

export type AppendRequest =
  | { seq: number; op: "open"; path: string[]; name: string }
  | { seq: number; op: "append"; name: string; slice: Blob }
  | { seq: number; op: "close"; name: string }
  /** Rewrites the closed file `name` into a seekable WebM (seekable.ts) through `<name>.tmp`, then swaps it in. */
  | { seq: number; op: "seekable"; path: string[]; name: string };

export type AppendResponse =
  | { seq: number; ok: true; size: number }
  | { seq: number; ok: false; quota: boolean; message: string };

/** The rewrite's file beside the recording: a leftover one is settled by settleRewrite (opfs.ts). */
export const rewriteName = (name: string) => `${name}.tmp`;
