import { spawn } from "node:child_process";
import { OCR_LANGUAGE } from "@lectern/core";
import { IMAGE_UNREADABLE, OcrFailure, type OcrResult } from "./textract.ts";

/** One image's OCR by the native CLI is stopped after this (a normal page takes 1-3 s). */
const CLI_TIMEOUT_MS = 120_000;
/** The CLI's TSV answer is cut here: a page of text is ~100 KB of TSV; more means something is wrong. */
const CLI_OUTPUT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Whether `command` runs (`tesseract --version`); asked once per pool when DOCUMENT_OCR_ENGINE is auto.
 */
export function tesseractCliAvailable(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, ["--version"], { stdio: "ignore" });
    child.on("error", () => resolve(false));
    child.on("close", (code) => resolve(code === 0));
  });
}

/**
 * The native `tesseract` CLI on one image: the image on stdin, TSV on stdout (so each word's confidence comes
 * with it), `--psm 6` (one block of text) like tesseract.js's default, so both engines read a page alike
 * (FINDINGS §2: the CLI's own default, psm 3, drops lines of a skewed photo). Spawned from the niced worker
 * thread, so the process inherits its lower priority.
 */
export function tesseractCli(command: string, image: Uint8Array): Promise<OcrResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ["stdin", "stdout", "--psm", "6", "-l", OCR_LANGUAGE, "tsv"], {
      stdio: ["pipe", "pipe", "pipe"],
      timeout: CLI_TIMEOUT_MS,
    });
    const out: Buffer[] = [];
    let size = 0;
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > CLI_OUTPUT_MAX_BYTES) child.kill("SIGKILL");
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString("utf8");
    });
    // A CLI that exits before reading all of stdin makes the write fail with EPIPE: the exit code says why.
    child.stdin.on("error", () => {});
    child.on("error", () => reject(new OcrFailure(502, "The OCR engine could not be started.")));
    child.on("close", (code, signal) => {
      if (code === 0) return resolve(fromTsv(Buffer.concat(out).toString("utf8")));
      if (signal) return reject(new OcrFailure(502, "The OCR engine took too long on this image."));
      // leptonica's "Error in pixRead…" / "Unsupported image type": the image itself is unreadable
      reject(new OcrFailure(400, IMAGE_UNREADABLE));
    });
    child.stdin.end(Buffer.from(image));
  });
}

/** TSV rows of level 5 (words) → lines of words joined by spaces, blocks and paragraphs by blank lines. */
export function fromTsv(tsv: string): OcrResult {
  const lines: string[] = [];
  let lastLine = "";
  let lastParagraph = "";
  let total = 0;
  let words = 0;
  for (const row of tsv.split("\n").slice(1)) {
    const cells = row.split("\t");
    if (cells[0] !== "5" || cells.length < 12) continue;
    const text = cells.slice(11).join("\t").trim();
    const conf = Number(cells[10]);
    if (!text) continue;
    const paragraph = `${cells[2]}.${cells[3]}`;
    const line = `${paragraph}.${cells[4]}`;
    if (line !== lastLine) {
      if (lastParagraph && paragraph !== lastParagraph) lines.push("");
      lines.push(text);
    } else {
      lines[lines.length - 1] += ` ${text}`;
    }
    lastLine = line;
    lastParagraph = paragraph;
    if (conf >= 0) {
      total += conf;
      words += 1;
    }
  }
  return { text: lines.join("\n"), confidence: words ? total / words : 0 };
}
