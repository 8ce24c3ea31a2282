import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setCurrentDatabase } from "../db/current";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { readQueue } from "../db/queue";
import { recordDocumentExtraction } from "./record-extraction";

let db: LecternDB;
beforeEach(async () => {
  db = new LecternDB(newId());
  await db.open();
  setCurrentDatabase(db);
});
afterEach(async () => {
  setCurrentDatabase(null);
  await deleteUserDatabase(db);
});

describe("recordDocumentExtraction (spec 2 §3, issue 19 §5)", () => {
  it("appends one pending document_extractions record and queues it for sync by its id", async () => {
    await recordDocumentExtraction({ fileName: "biology.pdf", provider: "pdf.js", pagesProcessed: 3 });
    await recordDocumentExtraction({ fileName: "scan.jpg", provider: "tesseract.js", pagesProcessed: 1 });

    const records = await db.records("document_extractions").toArray();
    expect(records).toHaveLength(2);
    const pdf = records.find((record) => record.file_name === "biology.pdf");
    expect(pdf).toMatchObject({ provider: "pdf.js", pages_processed: 3, user_id: db.userId, pending: 1 });
    expect(Number.isNaN(Date.parse(pdf?.extracted_at ?? ""))).toBe(false);
    const queue = await readQueue(db);
    expect(queue.map((op) => [op.type, op.record_id])).toEqual(
      expect.arrayContaining(records.map((record) => ["document_extractions", record.id])),
    );
  });

  it("keeps a very long file name within the title limit", async () => {
    await recordDocumentExtraction({
      fileName: `${"a".repeat(600)}.pdf`,
      provider: "pdf.js",
      pagesProcessed: 1,
    });
    const [record] = await db.records("document_extractions").toArray();
    expect(record?.file_name).toHaveLength(500);
  });
});
