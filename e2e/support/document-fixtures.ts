import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { test as base, createVerifiedUser, expect, signInThroughUi, type TestUser } from "../fixtures.ts";

// Test documents, made on the spot with Debian's tools (DESIGN §9, issue 19 Acceptance): a text PDF (ps2pdf), a
// scanned image-only PDF (ImageMagick caption → PNG → img2pdf), a DOCX (pandoc), a PNG of printed text, a .y4m
// page for Chromium's fake camera (ffmpeg), and the files that must be refused. One set per test worker.

/** Words of each source, so a test can look for them in the extracted text. */
export const DOCUMENT_WORDS = {
  pdf: ["Photosynthesis", "chloroplasts", "glucose"],
  scannedPdf: ["Mitochondria", "respiration", "energy"],
  docx: ["Ribosomes", "proteins", "Nucleus"],
  png: ["Osmosis", "membrane", "water"],
  camera: ["Enzymes", "catalysts", "reactions"],
} as const;

const PDF_LINES = [
  "Photosynthesis happens in chloroplasts.",
  "Light energy turns water and carbon dioxide into glucose.",
];
const SCANNED_TEXT = "Mitochondria carry out cellular respiration\nand release energy for the cell.";
const DOCX_MARKDOWN = [
  "# Cell Organelles",
  "",
  "Ribosomes build proteins from amino acids.",
  "",
  "- Nucleus stores genetic material",
  "- Vacuoles store water",
  "",
].join("\n");
const PNG_TEXT = "Osmosis moves water across a membrane\nfrom low to high solute concentration.";
const CAMERA_TEXT = "Enzymes are biological catalysts\nthat speed up chemical reactions\nin living cells.";

export interface DocumentFixtures {
  dir: string;
  /** A text PDF (PostScript through ps2pdf; the base-14 Times font is left unembedded). */
  pdf: string;
  /** A PDF of one page image and no text layer (img2pdf). */
  scannedPdf: string;
  /** A DOCX made by pandoc: a heading, a paragraph and a list. */
  docx: string;
  /** A PNG of printed text. */
  png: string;
  /** A printed page, slightly rotated on a grey desk, 1280x720: Chromium's fake camera plays it. */
  cameraY4m: string;
  /** The text PDF cut in half: a PDF by its first bytes that pdf.js cannot open. */
  truncatedPdf: string;
  /** Plain text named .pdf: the extension lies. */
  liar: string;
  /** Plain text with its own extension: a type that is not allowed. */
  wrongType: string;
  /** A 6 MB '.pdf' (spec 2 §5: at most 5 MB). */
  tooLarge: string;
}

let made: DocumentFixtures | null = null;

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: "pipe" });
/** Real ImageMagick (the `convert` on PATH may be a stand-in); caption text is passed inline (policy forbids @file). */
const magick = (...args: string[]) => run("convert-im6.q16", args);

function caption(text: string, out: string, extra: string[] = []) {
  magick(
    ...["-size", "1400x", "-background", "white", "-fill", "black", "-font", "DejaVu-Serif"],
    ...["-pointsize", "44", `caption:${text}`, "-bordercolor", "white", "-border", "60"],
    ...extra,
    ...["-depth", "8", out],
  );
}

/** PostScript strings escape backslashes and parentheses. */
const psString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export function documentFixtures(): DocumentFixtures {
  if (made) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-documents-"));
  const at = (name: string) => path.join(dir, name);

  const ps = [
    "%!PS",
    "/Times-Roman findfont 16 scalefont setfont",
    ...PDF_LINES.map((line, i) => `72 ${720 - i * 24} moveto ${psString(line)} show`),
    "showpage",
  ].join("\n");
  fs.writeFileSync(at("biology.ps"), ps);
  run("ps2pdf", [at("biology.ps"), at("biology.pdf")]);

  const whole = fs.readFileSync(at("biology.pdf"));
  fs.writeFileSync(at("truncated.pdf"), whole.subarray(0, Math.floor(whole.length / 2)));

  caption(SCANNED_TEXT, at("scanned-page.png"));
  run("img2pdf", [at("scanned-page.png"), "-o", at("scanned.pdf")]);

  fs.writeFileSync(at("organelles.md"), DOCX_MARKDOWN);
  run("pandoc", [at("organelles.md"), "-o", at("organelles.docx")]);

  caption(PNG_TEXT, at("osmosis.png"));

  // FINDINGS §5: a page turned 4° on a desk, 1280x720, two frames of yuv420p.
  magick(
    ...[
      "-size",
      "1000x",
      "-background",
      "white",
      "-fill",
      "black",
      "-font",
      "DejaVu-Serif",
      "-pointsize",
      "40",
    ],
    `caption:${CAMERA_TEXT}`,
    ...["-bordercolor", "white", "-border", "40", "-background", "#d8d4cc", "-rotate", "4", "+repage"],
    ...["-gravity", "center", "-extent", "1280x720", "-depth", "8", at("camera-page.png")],
  );
  run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-loop", "1", "-i", at("camera-page.png")],
    ...["-t", "0.2", "-r", "10", "-pix_fmt", "yuv420p", at("camera-page.y4m")],
  ]);

  fs.writeFileSync(at("lecture-notes.pdf"), "These are plain notes, not a PDF.\n");
  fs.writeFileSync(at("lecture-notes.txt"), "These are plain notes.\n");
  // 6 MB of real bytes (a PDF header, then padding): the browser reports the size before anything is read.
  const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
  big.write("%PDF-1.4\n");
  fs.writeFileSync(at("large-scan.pdf"), big);

  made = {
    dir,
    pdf: at("biology.pdf"),
    scannedPdf: at("scanned.pdf"),
    docx: at("organelles.docx"),
    png: at("osmosis.png"),
    cameraY4m: at("camera-page.y4m"),
    truncatedPdf: at("truncated.pdf"),
    liar: at("lecture-notes.pdf"),
    wrongType: at("lecture-notes.txt"),
    tooLarge: at("large-scan.pdf"),
  };
  return made;
}

// ── Playwright fixtures and helpers shared by the documents specs ──

/** The documents of this test worker, made once (DESIGN §9). */
export const test = base.extend<object, { docs: DocumentFixtures }>({
  docs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const docs = documentFixtures();
      await use(docs);
      fs.rmSync(docs.dir, { recursive: true, force: true });
      made = null;
    },
    { scope: "worker" },
  ],
});

/**
 * Chromium's fake camera plays the printed page (FINDINGS §5). No fake-UI flag: permission comes from
 * grantPermissions, and a context without it is refused (NotAllowedError), as a student who said no.
 */
export const cameraTest = test.extend<object, { docs: DocumentFixtures }>({
  launchOptions: [
    async ({ launchOptions, docs }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          "--use-fake-device-for-media-stream",
          `--use-file-for-fake-video-capture=${docs.cameraY4m}`,
        ],
      });
    },
    { scope: "worker" },
  ],
});

export { expect };

export const fileInput = (page: Page) => page.getByTestId("document-file-input");
export const resultItems = (page: Page) => page.getByTestId("extraction-result");
export const documentError = (page: Page) => page.getByTestId("document-error");

/** A new student, signed in, on /upload-document. */
export async function openUpload(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/upload-document");
  await expect(page.getByRole("heading", { name: "Upload Documents", level: 1 })).toBeVisible();
  return user;
}

/** `count` document extractions of the signed-in user put on the server through sync, as another device would. */
export async function seedExtractions(page: Page, count: number) {
  const base = process.env.E2E_BASE_URL as string;
  const session = await (await page.request.get(`${base}/api/auth/get-session`)).json();
  const now = new Date().toISOString();
  const ops = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    type: "document_extractions",
    operation: "update",
    timestamp: now,
    data: {
      id: randomUUID(),
      user_id: session.user.id,
      file_name: `earlier-${i + 1}.pdf`,
      provider: "pdf.js",
      pages_processed: 1,
      extracted_at: now,
      created_at: now,
      updated_at: now,
    },
  }));
  const res = await page.request.post(`${base}/api/sync/push`, { headers: { origin: base }, data: { ops } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { results: { status: string }[] };
  expect(body.results.map((r) => r.status)).toEqual(ops.map(() => "applied"));
}

/** The new-note editor holds `words` in its content and the source's tags (spec 2 §2). */
export async function expectNewNote(page: Page, words: readonly string[], tags: readonly string[]) {
  await expect(page).toHaveURL(/\/note-editor\/new$/);
  const content = page.getByLabel("Content");
  for (const word of words) await expect(content).toHaveValue(new RegExp(word, "i"));
  for (const tag of tags) await expect(page.getByRole("button", { name: `Remove tag ${tag}` })).toBeVisible();
}
