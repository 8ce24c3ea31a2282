// The native references of the documents benchmark, Debian's poppler-utils and tesseract-ocr, timed from the
// process start to its exit (the browser side is timed from the call to its answer, engine start included).

import { execFile } from "node:child_process";
import fs from "node:fs";

export interface NativeRun {
  ms: number;
  text: string;
}

function timed(command: string, args: string[]): Promise<NativeRun> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: "utf8", maxBuffer: 256 * 2 ** 20 }, (error, stdout) => {
      const ms = performance.now() - start;
      if (error) reject(new Error(`${command} ${args.join(" ")} failed: ${error.message}`));
      else resolve({ ms, text: stdout });
    });
  });
}

/** `pdftotext FILE -`: poppler's default reading order, UTF-8, to stdout. */
export const runPdftotext = (file: string) => timed("pdftotext", [file, "-"]);

/**
 * `tesseract FILE - -l eng --psm 6`: one uniform block of text, the page segmentation tesseract.js uses by default
 * (the CLI's own default, 3, drops lines of skewed grey photos, and so would tesseract.js with it).
 */
export const runTesseract = (file: string, pageSegmentation: 3 | 6 = 6) =>
  timed("tesseract", [file, "-", "-l", "eng", "--psm", String(pageSegmentation)]);

export async function nativeVersions(): Promise<{ pdftotext: string; tesseract: string }> {
  const first = (command: string, args: string[]) =>
    new Promise<string>((resolve) =>
      execFile(command, args, { encoding: "utf8" }, (_error, stdout, stderr) =>
        resolve(`${stdout}${stderr}`.split("\n")[0]?.trim() ?? ""),
      ),
    );
  return { pdftotext: await first("pdftotext", ["-v"]), tesseract: await first("tesseract", ["--version"]) };
}

/**
 * CPU time (user + system, seconds) of this process's children that have ended and been waited for: read before
 * and after native runs, it is their CPU time (Chromium's processes are still running, so they are not in it).
 */
export function endedChildrenCpuSeconds(): number {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  // cutime and cstime are fields 16 and 17 of stat, 14 and 15 after the comm (which may hold spaces).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;
