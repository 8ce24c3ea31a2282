import { messages } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentPoolFor } from "../src/services/documents/pool.ts";
import { IMAGE_UNREADABLE } from "../src/services/documents/textract.ts";
import { ORIGIN, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import {
  type DocumentFixtures,
  makeDocumentFixtures,
  makePaid,
  PAGE_WORDS,
  textractBody,
} from "./documents-fixtures.ts";
import { json, readJson } from "./support.ts";

// issue 19 §2: POST /api/textract-document on the real app and database, with tesseract.js in Node (the engine
// a server without the CLI or AWS uses), on real files made in the set-up. One slot, so "busy" can be shown.

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let files: DocumentFixtures;
let paid: Awaited<ReturnType<typeof signedInBrowser>>;
let free: Awaited<ReturnType<typeof signedInBrowser>>;

beforeAll(async () => {
  files = makeDocumentFixtures();
  t = await startAuthTestApp({ DOCUMENT_OCR_ENGINE: "tesseract-js", DOCUMENT_OCR_CONCURRENCY: "1" });
  paid = await signedInBrowser(t.app, t.smtp, "paid@documents.test");
  free = await signedInBrowser(t.app, t.smtp, "free@documents.test");
  await makePaid(t.database.db, paid.userId);
}, 120_000);
afterAll(async () => {
  await documentPoolFor(t.config.documents).close();
  await t.close();
  files.close();
});

const extract = (who: typeof paid, body: unknown) => who.call("/api/textract-document", { body });
const wordsFound = (text: string) => PAGE_WORDS.filter((w) => text.includes(w));

describe("POST /api/textract-document: reading documents", () => {
  it("reads a text PDF's text layer with pdf.js, every page", async () => {
    const res = await extract(paid, textractBody(files.textPdf, "notes.pdf", "application/pdf"));
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({ provider: "pdf.js", pagesProcessed: 2 });
    expect(wordsFound(body.text)).toEqual(PAGE_WORDS);
    expect(body.text).toContain("stroma of the chloroplast");
    expect(body.warning).toBeUndefined();
  });

  it("OCRs a scanned (image-only) PDF's page rendered with @napi-rs/canvas", async () => {
    const res = await extract(paid, textractBody(files.scannedPdf, "scan.pdf", "application/pdf"));
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({ provider: "tesseract.js (server)", pagesProcessed: 1 });
    expect(wordsFound(body.text)).toEqual(PAGE_WORDS);
    expect(body.confidence).toBeGreaterThan(70);
  }, 60_000);

  it("OCRs a PNG of printed text, and an LZW TIFF", async () => {
    for (const [bytes, name, mime] of [
      [files.png, "page.png", "image/png"],
      [files.lzwTiff, "page.tiff", "image/tiff"],
    ] as const) {
      const res = await extract(paid, textractBody(bytes, name, mime));
      expect(res.status).toBe(200);
      const body = await readJson(res);
      expect(body.provider).toBe("tesseract.js (server)");
      expect(wordsFound(body.text)).toEqual(PAGE_WORDS);
    }
  }, 60_000);

  it("reads a file by its content when its name and type lie (a PNG sent as notes.pdf)", async () => {
    const res = await extract(paid, textractBody(files.png, "notes.pdf", "application/pdf"));
    expect(res.status).toBe(200);
    expect(wordsFound((await readJson(res)).text)).toEqual(PAGE_WORDS);
  }, 60_000);

  it("stops a 1,000-page PDF at the page limit (100 by default, 500 at most) and says so", async () => {
    let res = await extract(paid, textractBody(files.thousandPagePdf, "long.pdf", "application/pdf"));
    expect(res.status).toBe(200);
    let body = await readJson(res);
    expect(body).toMatchObject({ pagesProcessed: 100, warning: messages.documents.pagesSkipped(100, 1000) });
    expect(body.text).toContain("Page 100 of the long reader");
    expect(body.text).not.toContain("Page 101 ");
    res = await extract(paid, textractBody(files.thousandPagePdf, "long.pdf", "application/pdf", 5000));
    body = await readJson(res);
    expect(body).toMatchObject({ pagesProcessed: 500, warning: messages.documents.pagesSkipped(500, 1000) });
  }, 120_000);

  it("keeps /api/health answering while a document is read, and answers 429 + Retry-After when every slot is busy", async () => {
    const pool = documentPoolFor(t.config.documents);
    let settled = false;
    const first = extract(paid, textractBody(files.scannedPdf, "scan.pdf", "application/pdf")).finally(() => {
      settled = true;
    });
    // the slot is taken synchronously when the request reaches the pool: wait for that event, not a time
    while (pool.running === 0 && !settled) await new Promise((resolve) => setImmediate(resolve));
    const health = await t.app.request("/api/health");
    expect(health.status).toBe(200);
    const busy = await extract(paid, textractBody(files.png, "page.png", "image/png"));
    expect(settled).toBe(false);
    expect(busy.status).toBe(429);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await readJson(busy)).error).toBe(messages.documents.textractBusy);
    expect((await first).status).toBe(200);
  }, 60_000);
});

describe("POST /api/textract-document: a client that goes away", () => {
  it("stops its document and frees its slot at once", async () => {
    const pool = documentPoolFor(t.config.documents);
    const cookie = [...paid.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const gone = new AbortController();
    const answer = t.app.request("/api/textract-document", {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "content-type": "application/json" },
      body: JSON.stringify(textractBody(files.scannedPdf, "scan.pdf", "application/pdf")),
      signal: gone.signal,
    });
    while (pool.running === 0) await new Promise((resolve) => setImmediate(resolve));
    gone.abort();
    const res = await answer;
    expect(res.status).toBe(400);
    expect(pool.running).toBe(0);
    // the one slot is free again: the next document reads
    expect((await extract(paid, textractBody(files.png, "page.png", "image/png"))).status).toBe(200);
  }, 60_000);
});

describe("POST /api/textract-document: refusals", () => {
  it("refuses a signed-out caller with 401 and a free user with 403", async () => {
    const body = textractBody(files.png, "page.png", "image/png");
    const signedOut = await t.app.request("/api/textract-document", json(body));
    expect(signedOut.status).toBe(401);
    const res = await extract(free, body);
    expect(res.status).toBe(403);
    expect((await readJson(res)).error).toMatch(/paid plans/);
  });

  it("refuses over 5 MB with the spec's message (decoded size, and a body over the cap before parsing)", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(files.png.subarray(0, 64));
    let res = await extract(paid, textractBody(big, "big.png", "image/png"));
    expect(res.status).toBe(413);
    expect((await readJson(res)).error).toBe(messages.documents.textractTooLarge);
    res = await extract(paid, { fileData: `data:image/png;base64,${"A".repeat(8 * 1024 * 1024)}` });
    expect(res.status).toBe(413);
    expect((await readJson(res)).error).toBe(messages.documents.textractTooLarge);
  });

  it("answers 400 for a type it does not read: plain text, a DOCX (read in the browser), a bad data URL", async () => {
    const text = new TextEncoder().encode("just some text pretending to be a PDF");
    let res = await extract(paid, textractBody(text, "fake.pdf", "application/pdf"));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe(messages.documents.invalidFileType);
    res = await extract(
      paid,
      textractBody(
        files.docx,
        "notes.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ),
    );
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe(messages.documents.unsupportedFileType);
    res = await extract(paid, { fileData: "not a data url", fileName: "a.png", mimeType: "image/png" });
    expect(res.status).toBe(400);
    res = await extract(paid, textractBody(files.png, "page.exe", "image/png"));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe(messages.documents.invalidFileType);
  });

  it("answers 400 'PDF processing failed' for a truncated PDF", async () => {
    const res = await extract(paid, textractBody(files.truncatedPdf, "half.pdf", "application/pdf"));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe(messages.documents.pdfFailed);
  });

  it("refuses a 20,000 x 20,000 PNG from its header and a Deflate TIFF tesseract.js cannot read, with clear messages", async () => {
    let res = await extract(paid, textractBody(files.hugePng, "huge.png", "image/png"));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe(messages.documents.imageTooLarge);
    res = await extract(paid, textractBody(files.deflateTiff, "page.tiff", "image/tiff"));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe(messages.documents.tiffCompressionUnsupported);
    // a PNG whose header is fine but whose pixels are cut off: tesseract.js fails on it (without its errorHandler
    // that failure would also be thrown from the engine's listener and end the process)
    res = await extract(paid, textractBody(files.png.subarray(0, 300), "cut.png", "image/png"));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe(IMAGE_UNREADABLE);
    // the server is still well: the next documents read, an image through the same engine among them
    res = await extract(paid, textractBody(files.textPdf, "notes.pdf", "application/pdf"));
    expect(res.status).toBe(200);
    res = await extract(paid, textractBody(files.png, "page.png", "image/png"));
    expect(res.status).toBe(200);
  });
});
