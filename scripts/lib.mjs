// Shared steps of the README commands: install what is missing, find Chromium, build when stale.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${status})`);
    process.exit(status);
  }
}

/**
 * Installs from the committed lockfile when node_modules is missing or older than it: a fresh clone needs nothing
 * else. `npm install` rather than `npm ci`: npm 11 leaves some platform-only optional packages (Biome's) out of
 * the lockfile and `npm ci` then refuses it, while `npm install` installs the locked versions.
 */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log("Installing dependencies (npm install)…");
  runOrExit("npm", ["install", "--no-audit", "--no-fund"]);
  // npm may rewrite the lockfile after its own marker; mark the install as current so the next run skips it.
  if (fs.existsSync(marker)) fs.utimesSync(marker, new Date(), new Date());
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith("dist")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Rebuilds the SPA and the server bundle when any source is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  const outputs = ["apps/web/dist/index.html", "apps/server/dist/index.js"].map((f) => path.join(root, f));
  const builtAt = Math.min(...outputs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
  const sources = Math.max(
    ...["apps/web", "apps/server/src", "apps/server/drizzle", "packages"].map((d) =>
      newestMtime(path.join(root, d)),
    ),
  );
  if (!force && builtAt > 0 && builtAt >= sources) return;
  console.log("Building Lectern…");
  runOrExit("npm", ["run", "build"]);
}

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  runOrExit("apt-get", ["update", "-qq"], { env });
  runOrExit("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { env });
}

const isRootWithApt = () =>
  typeof process.getuid === "function" && process.getuid() === 0 && fs.existsSync("/usr/bin/apt-get");

/**
 * Programs the tests use to make their inputs, from Debian's packages: speech, tones and every audio upload
 * format; and for documents (issue 19) PDFs (ps2pdf, img2pdf), DOCX (pandoc), images of printed text and the fake
 * camera's video (ImageMagick, ffmpeg), plus the native tesseract and pdftotext the server and bench compare with.
 */
const MEDIA_TOOLS = [
  { bin: "espeak-ng", pkg: "espeak-ng" },
  { bin: "sox", pkg: "sox" },
  { bin: "ffmpeg", pkg: "ffmpeg" },
  { bin: "pandoc", pkg: "pandoc" },
  { bin: "img2pdf", pkg: "img2pdf" },
  { bin: "ps2pdf", pkg: "ghostscript" },
  // Debian's ImageMagick 6 binary; /usr/local/bin/convert on some machines is not ImageMagick.
  { bin: "convert-im6.q16", pkg: "imagemagick" },
  { bin: "pdftotext", pkg: "poppler-utils" },
  { bin: "tesseract", pkg: "tesseract-ocr" },
  // The document abuse e2e writes its zip bomb and giant PNG with Python's zipfile and zlib (streamed, little memory).
  { bin: "python3", pkg: "python3" },
  // The deck import's unit test compresses an Anki collection.anki21b with the real zstd tool.
  { bin: "zstd", pkg: "zstd" },
];
/** Installed with the tools above: MP3 for sox, the font ImageMagick draws pages with, tesseract's English. */
const MEDIA_EXTRAS = ["libsox-fmt-mp3", "fonts-dejavu-core", "tesseract-ocr-eng"];

const onPath = (bin) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, bin)));

/** The tools above, installed with apt-get when we are root. */
export function ensureMediaTools() {
  const missing = MEDIA_TOOLS.filter((t) => !onPath(t.bin));
  if (missing.length === 0) return;
  if (isRootWithApt()) {
    console.log(`Installing ${missing.map((t) => t.pkg).join(", ")} with apt-get…`);
    aptInstall([...missing.map((t) => t.pkg), ...MEDIA_EXTRAS]);
    return;
  }
  console.error(
    `Missing ${missing.map((t) => t.bin).join(", ")}: install them (Debian/Ubuntu: sudo apt-get install ${[...missing.map((t) => t.pkg), ...MEDIA_EXTRAS].join(" ")}).`,
  );
  process.exit(1);
}

/** Debian's Chromium, installed with apt-get when we are root; never a browser downloaded by a test tool. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (isRootWithApt()) {
    console.log("Installing Chromium with apt-get…");
    aptInstall(["chromium", "fonts-liberation"]);
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "Chromium is missing: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

/**
 * LibreOffice Writer without its GUI (~30 MB with --no-install-recommends) and the DejaVu fonts, installed with
 * apt-get when we are root: the documents benchmark makes its study-notes and two-column PDFs with it (issue 19).
 */
export function ensureLibreOffice() {
  if (onPath("soffice")) return;
  if (isRootWithApt()) {
    console.log("Installing libreoffice-writer-nogui with apt-get…");
    aptInstall(["libreoffice-writer-nogui", "fonts-dejavu-core"]);
    return;
  }
  console.error(
    "Missing soffice: install it (Debian/Ubuntu: sudo apt-get install libreoffice-writer-nogui fonts-dejavu-core).",
  );
  process.exit(1);
}
