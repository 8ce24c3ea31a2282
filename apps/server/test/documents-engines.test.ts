import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { messages } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { documentPoolFor } from "../src/services/documents/pool.ts";
import { signV4 } from "../src/services/documents/sigv4.ts";
import { fromTsv } from "../src/services/documents/tesseract-cli.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import {
  type DocumentFixtures,
  makeDocumentFixtures,
  makePaid,
  PAGE_LINES,
  PAGE_WORDS,
  textractBody,
} from "./documents-fixtures.ts";
import { signedUpDaysAgo } from "./generation-support.ts";
import { readJson } from "./support.ts";

// issue 19 §2: the other engines (the native tesseract CLI; AWS Textract through a real HTTP peer on 127.0.0.1
// that checks the request's SigV4 headers and answers like Textract), the tier and rate-limit refusals, and the
// document count derived from extraction records (issue 19 §5).

type App = Awaited<ReturnType<typeof startAuthTestApp>>;
let files: DocumentFixtures;
const apps: App[] = [];

beforeAll(() => {
  files = makeDocumentFixtures();
});
afterAll(async () => {
  for (const app of apps) {
    await documentPoolFor(app.config.documents).close();
    await app.close();
  }
  files.close();
});

let students = 0;
async function paidStudentOn(env: Record<string, string>) {
  const t = await startAuthTestApp(env);
  apps.push(t);
  const student = await signedInBrowser(t.app, t.smtp, `student${++students}@engines.test`);
  await makePaid(t.database.db, student.userId);
  return { t, student };
}
const extract = (who: { call: (path: string, init: object) => Promise<Response> }, body: unknown) =>
  who.call("/api/textract-document", { body });

/** A Textract stand-in: records what it was sent; answers LINE blocks, or the error `failWith` names. */
async function startTextractPeer() {
  const seen: Array<{ headers: http.IncomingHttpHeaders; body: { Document?: { Bytes?: string } } }> = [];
  let failWith: { status: number; type: string } | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      res.setHeader("content-type", "application/x-amz-json-1.1");
      if (failWith) {
        res.statusCode = failWith.status;
        return res.end(JSON.stringify({ __type: failWith.type, message: "refused" }));
      }
      res.end(
        JSON.stringify({
          DocumentMetadata: { Pages: 1 },
          Blocks: [
            { BlockType: "PAGE", Confidence: 99 },
            ...PAGE_LINES.map((Text, i) => ({ BlockType: "LINE", Text, Confidence: 90 + i })),
            { BlockType: "WORD", Text: "Photosynthesis", Confidence: 99 },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    seen,
    fail: (f: typeof failWith) => {
      failWith = f;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("SigV4", () => {
  it("signs AWS's own test vector (get-vanilla) to the published signature", () => {
    const headers = signV4(
      { method: "GET", url: new URL("https://example.amazonaws.com/"), headers: {}, body: "" },
      { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" },
      "us-east-1",
      "service",
      new Date("2015-08-30T12:36:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, " +
        "SignedHeaders=host;x-amz-date, " +
        "Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
  });
});

describe("engines", () => {
  it("AWS Textract (configured credentials): a signed DetectDocumentText call per image and per scanned page", async () => {
    const peer = await startTextractPeer();
    try {
      const { student } = await paidStudentOn({
        AWS_ACCESS_KEY_ID: "AKIDLECTERNTEST",
        AWS_SECRET_ACCESS_KEY: "secret-key-for-tests",
        AWS_SESSION_TOKEN: "session-token",
        AWS_REGION: "eu-west-1",
        AWS_TEXTRACT_ENDPOINT: peer.url,
      });
      let res = await extract(student, textractBody(files.png, "page.png", "image/png"));
      expect(res.status).toBe(200);
      let body = await readJson(res);
      expect(body).toMatchObject({ provider: "AWS Textract", text: PAGE_LINES.join("\n"), confidence: 91 });
      const [call] = peer.seen;
      expect(call?.headers).toMatchObject({
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "Textract.DetectDocumentText",
        "x-amz-security-token": "session-token",
      });
      expect(call?.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
      expect(call?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDLECTERNTEST\/\d{8}\/eu-west-1\/textract\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/,
      );
      expect(Buffer.from(call?.body.Document?.Bytes ?? "", "base64").equals(files.png)).toBe(true);

      // a scanned PDF: its page is rendered and sent as PNG
      res = await extract(student, textractBody(files.scannedPdf, "scan.pdf", "application/pdf"));
      body = await readJson(res);
      expect(body).toMatchObject({ provider: "AWS Textract", pagesProcessed: 1 });
      const page = Buffer.from(peer.seen[1]?.body.Document?.Bytes ?? "", "base64");
      expect(page.subarray(1, 4).toString("ascii")).toBe("PNG");

      // a GIF is no type Textract reads: tesseract.js reads it, and Textract is not called
      const calls = peer.seen.length;
      res = await extract(student, textractBody(files.gif, "page.gif", "image/gif"));
      body = await readJson(res);
      expect(body.provider).toBe("tesseract.js (server)");
      expect(PAGE_WORDS.filter((w) => body.text.includes(w))).toEqual(PAGE_WORDS);
      expect(peer.seen.length).toBe(calls);

      // Textract's throttling is the spec's busy answer; a document it refuses is a bad format
      peer.fail({ status: 400, type: "ProvisionedThroughputExceededException" });
      res = await extract(student, textractBody(files.png, "page.png", "image/png"));
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
      expect((await readJson(res)).error).toBe(messages.documents.textractBusy);
      peer.fail({ status: 400, type: "UnsupportedDocumentException" });
      res = await extract(student, textractBody(files.png, "page.png", "image/png"));
      expect(res.status).toBe(400);
    } finally {
      await peer.close();
    }
  }, 60_000);

  it("the native tesseract CLI (--psm 6, TSV with confidences)", async () => {
    const { student } = await paidStudentOn({ DOCUMENT_OCR_ENGINE: "tesseract-cli" });
    const res = await extract(student, textractBody(files.png, "page.png", "image/png"));
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.provider).toBe("tesseract");
    expect(PAGE_WORDS.filter((w) => body.text.includes(w))).toEqual(PAGE_WORDS);
    expect(body.confidence).toBeGreaterThan(70);
    // the CLI reads Deflate TIFF (libtiff), which tesseract.js cannot
    const tiff = await extract(student, textractBody(files.deflateTiff, "page.tiff", "image/tiff"));
    expect(tiff.status).toBe(200);
    expect((await readJson(tiff)).provider).toBe("tesseract");
    // and refuses RLE BMP, which tesseract.js reads
    const bmp = await extract(student, textractBody(files.rleBmp, "page.bmp", "image/bmp"));
    expect(bmp.status).toBe(200);
    const bmpBody = await readJson(bmp);
    expect(bmpBody.provider).toBe("tesseract.js (server)");
    expect(PAGE_WORDS.filter((w) => bmpBody.text.includes(w))).toEqual(PAGE_WORDS);
  }, 60_000);

  it("auto picks Textract with credentials, else the CLI when it runs, else tesseract.js", async () => {
    const engineOf = (env: Record<string, string>) =>
      documentPoolFor(loadConfig({ LOG_LEVEL: "silent", ...env }).documents).engine();
    expect(
      await engineOf({ AWS_ACCESS_KEY_ID: "a", AWS_SECRET_ACCESS_KEY: "b", AWS_REGION: "us-east-1" }),
    ).toMatchObject({ name: "textract" });
    expect(await engineOf({})).toMatchObject({ name: "tesseract-cli" });
    expect(await engineOf({ TESSERACT_COMMAND: "/nonexistent/tesseract" })).toEqual({ name: "tesseract-js" });
    expect(() => loadConfig({ DOCUMENT_OCR_ENGINE: "textract" })).toThrow(/AWS_ACCESS_KEY_ID/);
  });

  it("groups the CLI's TSV words into lines and paragraphs, with their mean confidence", () => {
    const row = (par: number, line: number, word: number, conf: number, text: string) =>
      `5\t1\t1\t${par}\t${line}\t${word}\t0\t0\t1\t1\t${conf}\t${text}`;
    const tsv = [
      "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
      "4\t1\t1\t1\t1\t0\t0\t0\t1\t1\t-1\t",
      row(1, 1, 1, 90, "Cells"),
      row(1, 1, 2, 80, "divide."),
      row(1, 2, 1, 70, "Often."),
      row(2, 1, 1, 60, "Next"),
    ].join("\n");
    expect(fromTsv(tsv)).toEqual({ text: "Cells divide.\nOften.\n\nNext", confidence: 75 });
  });
});

describe("bounded time", () => {
  it("answers the pages read so far, with a warning, when a document's time (DOCUMENT_EXTRACTION_TIMEOUT_MS) runs out", async () => {
    const { student } = await paidStudentOn({
      DOCUMENT_OCR_ENGINE: "tesseract-js",
      DOCUMENT_EXTRACTION_TIMEOUT_MS: "1",
    });
    const res = await extract(
      student,
      textractBody(files.thousandPagePdf, "long.pdf", "application/pdf", 500),
    );
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.pagesProcessed).toBeGreaterThanOrEqual(1);
    expect(body.pagesProcessed).toBeLessThan(500);
    expect(body.text).toContain("Page 1 of the long reader");
    expect(body.warning).toBe(messages.documents.pagesSkipped(body.pagesProcessed, 1000));
  }, 60_000);
});

describe("who may extract, and how often", () => {
  it("refuses a free user whose trial has ended with the tier's reason", async () => {
    const t = await startAuthTestApp({ DOCUMENT_OCR_ENGINE: "tesseract-js" });
    apps.push(t);
    const student = await signedInBrowser(t.app, t.smtp, "expired@engines.test");
    await signedUpDaysAgo(t.database.db, student.userId, 8);
    const res = await extract(student, textractBody(files.png, "page.png", "image/png"));
    expect(res.status).toBe(403);
    expect((await readJson(res)).error).toBe(messages.tiers.freeTrialExpired);
  });

  it("limits requests per user and window (429 + Retry-After in seconds, the message in minutes)", async () => {
    const { student } = await paidStudentOn({
      DOCUMENT_OCR_ENGINE: "tesseract-js",
      DOCUMENT_RATE_LIMIT_MAX: "2",
      DOCUMENT_RATE_LIMIT_WINDOW_SECONDS: "600",
    });
    const bad = {
      fileData: "data:text/plain;base64,aGVsbG8=",
      fileName: "a.pdf",
      mimeType: "application/pdf",
    };
    expect((await extract(student, bad)).status).toBe(400);
    expect((await extract(student, bad)).status).toBe(400);
    const res = await extract(student, bad);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await readJson(res)).error).toBe(messages.limits.tooManyDocumentExtractions(600));
  });
});

describe("document count (issue 19 §5)", () => {
  it("counts each extraction record once, also when a device replays its push", async () => {
    const t = await startAuthTestApp();
    apps.push(t);
    const student = await signedInBrowser(t.app, t.smtp, "count@engines.test");
    const count = async () => {
      const res = await student.call("/api/rpc/get_user_document_count", {
        body: { user_uuid: student.userId },
      });
      expect(res.status).toBe(200);
      return (await readJson(res)).count;
    };
    expect(await count()).toBe(0);
    const now = new Date().toISOString();
    const record = {
      id: randomUUID(),
      user_id: student.userId,
      file_name: "notes.pdf",
      provider: "pdf.js",
      pages_processed: 2,
      extracted_at: now,
      created_at: now,
      updated_at: now,
    };
    const op = () => ({
      id: randomUUID(),
      type: "document_extractions",
      operation: "update",
      data: record,
      timestamp: now,
    });
    for (const ops of [[op()], [op()], [op(), op()]]) {
      const res = await student.call("/api/sync/push", { body: { ops } });
      expect(res.status).toBe(200);
    }
    expect(await count()).toBe(1);
    const tier = await readJson(await student.call("/api/tier", {}));
    expect(tier.tier).toMatchObject({ documentsGeneratedCount: 1, remaining: 4 });
    // another user's count is not for reading
    const other = await student.call("/api/rpc/get_user_document_count", {
      body: { user_uuid: randomUUID() },
    });
    expect(other.status).toBe(403);
  });
});
