// The in-browser document engines driven from a test (issue 19): the e2e build exposes apps/web/src/data/documents
// as window.__lecternDocuments on the document screens. Shared by document-engines.spec.ts and
// document-abuse.spec.ts.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, openUpload } from "./document-fixtures.ts";

export const MESSAGES = {
  pdfFailed: "PDF processing failed",
  docxTooLarge: "This DOCX expands to too much data to open safely. Please split it or save it as PDF.",
  imageTooLarge: "This image is too large to process (at most 10,000 pixels per side and 50 megapixels).",
  pagesSkipped: (read: number, total: number) => `Only the first ${read} of ${total} pages were read.`,
};

export type Outcome = {
  text?: string;
  provider?: string;
  pagesProcessed?: number;
  warning?: string;
  error?: string;
};

/** Runs the browser engines (free tier) on a file from disk; a refusal comes back as { error }. */
export async function extract(page: Page, file: string, name = path.basename(file)): Promise<Outcome> {
  const base64 = fs.readFileSync(file).toString("base64");
  return page.evaluate(
    async ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const engines = (globalThis as unknown as { __lecternDocuments: LecternDocuments }).__lecternDocuments;
      const file = new File([bytes], name);
      const refused = await engines.checkDocumentFile(file);
      if (refused) return { error: refused };
      try {
        const { text, provider, pagesProcessed, warning } = await engines.extractText(file, {
          tier: "free",
          signal: new AbortController().signal,
        });
        return { text, provider, pagesProcessed, warning };
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    { base64, name },
  );
}

export type LecternDocuments = {
  warmDocumentEngines: () => Promise<void>;
  checkDocumentFile: (file: File) => Promise<string | null>;
  extractText: (
    file: File,
    options: {
      tier: "free" | "paid";
      signal: AbortSignal;
      capturedImage?: boolean;
      onProgress?: (progress: { percent: number; stage: string }) => void;
    },
  ) => Promise<{ text: string; provider: string; pagesProcessed?: number; warning?: string }>;
};

export async function openEngines(page: Page, request: Parameters<typeof openUpload>[1]) {
  await openUpload(page, request);
  await page.waitForFunction(() => "__lecternDocuments" in globalThis);
}

/** The page still runs script and paints: a frame is drawn after the work. */
export async function expectResponsive(page: Page) {
  expect(
    await page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => done(true)))),
  ).toBe(true);
  await expect(page.getByRole("heading", { name: "Upload Documents", level: 1 })).toBeVisible();
}

export const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: "pipe" });
export const psString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
