// Messages between the page and the append worker (append.worker.ts).

export type AppendRequest =
  | { seq: number; op: "open"; path: string[]; name: string }
  | { seq: number; op: "append"; name: string; slice: Blob }
  | { seq: number; op: "close"; name: string };

export type AppendResponse =
  | { seq: number; ok: true; size: number }
  | { seq: number; ok: false; quota: boolean; message: string };
