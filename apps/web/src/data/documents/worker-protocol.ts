// Messages between the page and the document workers. Every message carries `lectern: true`: pdf.js's worker code
// also listens and posts on the worker's global scope (its "ready" handshake), and those messages are not ours.

export type EngineProgress = { done: number; total: number; stage: string };

export type WorkerReply<Result> =
  | ({ lectern: true; type: "progress" } & EngineProgress)
  /** A PDF page without a text layer, rendered for OCR (pages count from 1). */
  | { lectern: true; type: "page-image"; page: number; image: Blob }
  | { lectern: true; type: "result"; result: Result }
  | { lectern: true; type: "error"; message: string };

/** The page's answer to a page-image once its OCR is done: the worker renders further pages only then. */
export type PageImageDone = { lectern: true; ack: "page-image" };

/** Asks a PDF worker waiting in reserve to read a one-page PDF, so its code is warm for the file that follows. */
export type PdfWarmUp = { lectern: true; warmUp: true; pdfjsBase: string };

export type PdfRequest = { lectern: true; bytes: ArrayBuffer; pdfjsBase: string; maxPages: number };
/** Each page's text (null: no text layer, sent as a page-image) and the document's page count. */
export type PdfResult = { pages: (string | null)[]; numPages: number };

export type DocxRequest = { lectern: true; bytes: ArrayBuffer };
export type DocxResult = { text: string };

export type InspectRequest = { lectern: true; bytes: ArrayBuffer };
export type InspectResult = { message: string | null };

export type PrepareRequest = { lectern: true; image: Blob };
export type PrepareResult = { image: Blob; angle: number };

/** Posts a reply from inside a worker. */
export function reply<Result>(
  message: DistributiveOmit<WorkerReply<Result>, "lectern">,
  transfer: Transferable[] = [],
) {
  (self as unknown as Worker).postMessage({ lectern: true, ...message }, transfer);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Runs a worker's job on each request of ours; a thrown error becomes an error reply with its message. */
export function serve<Request, Result>(job: (request: Request) => Promise<Result>) {
  self.addEventListener("message", (event: MessageEvent) => {
    const request = event.data as Request & { lectern?: boolean; ack?: string; warmUp?: boolean };
    if (request?.lectern !== true || request.ack !== undefined || request.warmUp) return;
    job(request).then(
      (result) => reply<Result>({ type: "result", result }),
      (error: unknown) =>
        reply<Result>({ type: "error", message: error instanceof Error ? error.message : String(error) }),
    );
  });
}
