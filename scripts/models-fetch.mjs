// `npm run models:fetch`: downloads the speech model (Whisper base.en for transformers.js) once from the Hugging
// Face hub into DATA_DIR/models/<model id>/ (or MODELS_DIR), where the server serves it at /models/. Browsers
// then load it from this server, which can sit on a network with no internet. Files already there are kept.
//
//   DATA_DIR      where Lectern keeps its data (default ./data); files go to DATA_DIR/models
//   MODELS_DIR    a different folder for model files
//   HF_ENDPOINT   the hub (default https://huggingface.co), e.g. a mirror
//   HF_TOKEN      a Hugging Face token, if your network or mirror needs one
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The one list of files the web app's worker loads (see apps/web/src/features/recording/engine/). */
export const MODEL_MANIFEST = path.join(root, "apps/web/src/features/recording/engine/whisper-model.json");

const MB = 1024 * 1024;

/**
 * Downloads each file of the model that is not already in `modelsDir`. A file is written to `<name>.part` and
 * renamed when complete, so an interrupted run never leaves a truncated file that looks finished.
 * Resolves with what happened to each file; never throws for one failed file (the others still come).
 */
export async function fetchModels({
  manifest = JSON.parse(fs.readFileSync(MODEL_MANIFEST, "utf8")),
  modelsDir,
  endpoint = "https://huggingface.co",
  token,
  log = console.log,
}) {
  const target = path.join(modelsDir, ...manifest.id.split("/"));
  log(`Speech model ${manifest.id} → ${target}`);
  const results = [];
  for (const file of manifest.files) {
    const destination = path.join(target, ...file.split("/"));
    if (fs.existsSync(destination) && fs.statSync(destination).size > 0) {
      log(`  ✓ ${file} (already there)`);
      results.push({ file, status: "kept" });
      continue;
    }
    const url = `${endpoint.replace(/\/$/, "")}/${manifest.id}/resolve/${encodeURIComponent(manifest.revision)}/${file}`;
    try {
      const bytes = await download(url, destination, token, (line) => log(`    ${file}: ${line}`));
      log(`  ✓ ${file} (${formatSize(bytes)})`);
      results.push({ file, status: "downloaded", bytes });
    } catch (error) {
      log(`  ✗ ${file}: ${error instanceof Error ? error.message : String(error)}`);
      results.push({ file, status: "failed", error: String(error?.message ?? error) });
      // No network at all: the other files would fail the same way.
      if (error?.unreachable) {
        for (const rest of manifest.files.slice(manifest.files.indexOf(file) + 1)) {
          results.push({ file: rest, status: "failed", error: "not tried" });
        }
        break;
      }
    }
  }
  return results;
}

async function download(url, destination, token, progress) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(
    (error) => {
      const reason = error.cause?.code ?? error.cause?.message ?? error.message;
      throw Object.assign(new Error(`cannot reach ${new URL(url).origin} (${reason})`), {
        unreachable: true,
      });
    },
  );
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`${url} answered HTTP ${response.status}`);
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.part`;
  const total = Number(response.headers.get("content-length")) || 0;
  let loaded = 0;
  let nextReport = 0.25;
  const counted = Readable.fromWeb(response.body);
  counted.on("data", (chunk) => {
    loaded += chunk.length;
    // Large files say how far they are, a quarter at a time.
    if (total > 10 * MB && loaded / total >= nextReport && loaded < total) {
      progress(`${Math.floor((loaded / total) * 100)}% of ${formatSize(total)}`);
      nextReport += 0.25;
    }
  });
  try {
    await pipeline(counted, fs.createWriteStream(partial));
    if (total && loaded !== total) throw new Error(`got ${loaded} of ${total} bytes`);
    fs.renameSync(partial, destination);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return loaded;
}

const formatSize = (bytes) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  const modelsDir = path.resolve(process.env.MODELS_DIR || path.join(dataDir, "models"));
  const results = await fetchModels({
    modelsDir,
    endpoint: process.env.HF_ENDPOINT || undefined,
    token: process.env.HF_TOKEN || undefined,
  });
  const failed = results.filter((r) => r.status === "failed");
  if (failed.length > 0) {
    console.error(
      `\n✗ ${failed.length} of ${results.length} files could not be downloaded. Check the network (or HF_ENDPOINT) and run \`npm run models:fetch\` again: finished files are kept.`,
    );
    process.exit(1);
  }
  console.log(
    `\nDone. The server serves these files at /models/; browsers load the speech model from there and cache it.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
