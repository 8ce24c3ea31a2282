import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./fixtures.ts";
import {
  DOCUMENT_WORDS,
  documentError,
  expect,
  expectNewNote,
  fileInput,
  openUpload,
  resultItems,
  seedExtractions,
  test,
} from "./support/document-fixtures.ts";

// Issue 19 Acceptance, Upload Documents (spec 2 §2, §5, §8): real files made in the set-up, extracted by the real
// in-browser engines (pdf.js, mammoth, tesseract.js), and every refusal with the spec's words.

const MESSAGES = {
  invalidType: "Please select only PDF, DOCX, or image files (JPEG, PNG, GIF, BMP, TIFF, WebP)",
  tooLarge: "File size must be less than 5MB",
  remaining: (n: number) => `You have ${n} document(s) remaining in your lifetime limit...`,
  lifetimeLimit: "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
  signInToUpload: "Please sign in to upload documents",
  pdfFailed: "PDF processing failed",
};

/** Drops one file on the drop area as a browser does: a DataTransfer holding it, on a drop event. */
async function dropFile(page: Page, name: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, data }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name));
      return dt;
    },
    { name, data: bytes.toString("base64") },
  );
  await page
    .getByRole("button", { name: /Drag and drop files here/ })
    .dispatchEvent("drop", { dataTransfer: transfer });
}

test("a text PDF, a scanned PDF, a DOCX and a PNG give their words; Copy All Text; Continue opens a new note with them", async ({
  page,
  context,
  request,
  docs,
}) => {
  // Two of the four are OCR'd (the scanned page and the PNG): seconds each on two busy cores.
  test.setTimeout(180_000);
  await openUpload(page, request);
  await expect(page.getByTestId("remaining-banner")).toHaveText(MESSAGES.remaining(5));

  await fileInput(page).setInputFiles([docs.pdf, docs.scannedPdf, docs.docx, docs.png]);
  const selected = page.getByTestId("selected-file");
  await expect(selected).toHaveCount(4);
  // spec 2 §2: size in MB with 2 decimals.
  await expect(selected.filter({ hasText: "organelles.docx" })).toContainText(/\d+\.\d\d MB/);
  await selected
    .filter({ hasText: "organelles.docx" })
    .getByRole("button", { name: "Remove organelles.docx" })
    .click();
  await expect(selected).toHaveCount(3);
  await fileInput(page).setInputFiles(docs.docx);
  await expect(selected).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Extract Text", exact: true }).click();
  await expect(page.getByTestId("extraction-progress")).toContainText(/Extracting text from .+\.\.\.\s*\d+%/);
  await expect(resultItems(page)).toHaveCount(4, { timeout: 150_000 });
  const result = (name: string) => resultItems(page).filter({ hasText: name });
  const expectations: [string, readonly string[], RegExp][] = [
    ["biology.pdf", DOCUMENT_WORDS.pdf, /pdf\.js/],
    ["scanned.pdf", DOCUMENT_WORDS.scannedPdf, /tesseract/],
    ["osmosis.png", DOCUMENT_WORDS.png, /tesseract/],
    ["organelles.docx", DOCUMENT_WORDS.docx, /mammoth/],
  ];
  for (const [name, words, provider] of expectations) {
    await expect(result(name)).toContainText(provider);
    for (const word of words) await expect(result(name)).toContainText(new RegExp(word, "i"));
  }
  // Four extractions counted: one left.
  await expect(page.getByTestId("remaining-banner")).toHaveText(MESSAGES.remaining(1));
  await expectNoSeriousA11yViolations(page);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy All Text" }).click();
  await expect(page.getByText("Text copied to clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const word of [...DOCUMENT_WORDS.pdf, ...DOCUMENT_WORDS.docx])
    expect(copied).toMatch(new RegExp(word, "i"));

  await page.getByRole("button", { name: "Continue" }).click();
  await expectNewNote(
    page,
    [...DOCUMENT_WORDS.pdf, ...DOCUMENT_WORDS.scannedPdf, ...DOCUMENT_WORDS.docx, ...DOCUMENT_WORDS.png],
    ["document-upload", "ocr"],
  );
});

test("wrong type, a lying extension, 6 MB and more files than remain are refused with the spec's messages", async ({
  page,
  request,
  docs,
}) => {
  await openUpload(page, request);
  const selected = page.getByTestId("selected-file");

  await fileInput(page).setInputFiles(docs.wrongType);
  await expect(documentError(page)).toContainText(MESSAGES.invalidType);
  await expect(selected).toHaveCount(0);

  // A text file named .pdf: the content decides (issue 19 §3).
  await fileInput(page).setInputFiles(docs.liar);
  await expect(documentError(page)).toContainText(MESSAGES.invalidType);
  await expect(selected).toHaveCount(0);

  await fileInput(page).setInputFiles(docs.tooLarge);
  await expect(documentError(page)).toContainText(MESSAGES.tooLarge);
  await expect(selected).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A good file still goes in after the refusals; then more than the 2 left are refused (spec 2 §5).
  await seedExtractions(page, 3);
  await page.reload();
  await expect(page.getByTestId("remaining-banner")).toHaveText(MESSAGES.remaining(2));
  await fileInput(page).setInputFiles([docs.pdf, docs.docx, docs.png]);
  await expect(documentError(page)).toContainText(MESSAGES.remaining(2));
  await expect(selected).toHaveCount(0);
  await fileInput(page).setInputFiles(docs.pdf);
  await expect(selected).toHaveCount(1);

  // Dropped files go through the same checks (spec 2 §2 drag-and-drop).
  await dropFile(page, "lecture-notes.pdf", fs.readFileSync(docs.liar));
  await expect(documentError(page)).toContainText(MESSAGES.invalidType);
  await expect(selected).toHaveCount(1);
  await dropFile(page, "organelles.docx", fs.readFileSync(docs.docx));
  await expect(selected).toHaveCount(2);

  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(selected).toHaveCount(0);
  // Opened directly, Back goes Home.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("Cancel stops the extraction: no result, nothing counted", async ({ page, request, docs }) => {
  await openUpload(page, request);
  await expect(page.getByTestId("remaining-banner")).toHaveText(MESSAGES.remaining(5));
  await fileInput(page).setInputFiles(docs.png);
  await page.getByRole("button", { name: "Extract Text", exact: true }).click();
  const progress = page.getByTestId("extraction-progress");
  // OCR loads its worker, wasm and language data first: seconds, so Cancel lands while it runs.
  await expect(progress).toContainText("Extracting text from osmosis.png...");
  await progress.getByRole("button", { name: "Cancel" }).click();
  await expect(progress).toHaveCount(0);
  await expect(resultItems(page)).toHaveCount(0);
  await expect(page.getByTestId("remaining-banner")).toHaveText(MESSAGES.remaining(5));
  await expect(page.getByTestId("selected-file")).toHaveCount(1);
});

test("a file that fails during extraction is shown as an error, not counted, and left out of the note", async ({
  page,
  request,
  docs,
}) => {
  await openUpload(page, request);
  await fileInput(page).setInputFiles([docs.truncatedPdf, docs.pdf]);
  await expect(page.getByTestId("selected-file")).toHaveCount(2);
  await page.getByRole("button", { name: "Extract Text", exact: true }).click();
  await expect(resultItems(page)).toHaveCount(2, { timeout: 60_000 });
  const broken = resultItems(page).filter({ hasText: "truncated.pdf" });
  await expect(broken).toContainText("Provider: Error");
  await expect(broken).toContainText(MESSAGES.pdfFailed);
  // Only the good file counted (spec 2 §3).
  await expect(page.getByTestId("remaining-banner")).toHaveText(MESSAGES.remaining(4));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expectNewNote(page, DOCUMENT_WORDS.pdf, ["document-upload", "ocr"]);
  await expect(page.getByLabel("Content")).not.toHaveValue(new RegExp(MESSAGES.pdfFailed));
});

test("with no documents left, the lifetime limit is shown and nothing can be selected", async ({
  page,
  request,
}) => {
  await openUpload(page, request);
  await seedExtractions(page, 5);
  await page.reload();
  await expect(page.getByTestId("remaining-banner")).toHaveText(MESSAGES.lifetimeLimit);
  await expect(page.getByRole("button", { name: /Drag and drop files here/ })).toBeDisabled();
  await expect(fileInput(page)).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test("signed out, the document screens send the visitor to sign in with the spec's message", async ({
  page,
}) => {
  await page.goto("/upload-document");
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText(MESSAGES.signInToUpload)).toBeVisible();

  await page.goto("/scan-document");
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText("Please sign in to process images")).toBeVisible();
});
