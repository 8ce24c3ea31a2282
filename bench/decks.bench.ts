import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import initSqlJs from "sql.js";
import { readApkg } from "../apps/web/src/data/decks/apkg-read.ts";
import { buildApkg } from "../apps/web/src/data/decks/apkg-write.ts";
import { writeResults } from "./harness.ts";
import { withSignedInServer } from "./support/bench-server.ts";
import { CHROMIUM_ARGS } from "./support/chromium-args.ts";

// Issue 22 benchmark: a 20,000-card Anki package in Debian's Chromium, from the built app (apps/web/dist, or
// DECKS_WEB_DIST) on the real server: importing it (file chosen → the preview's count on screen, in the deck
// worker; then Import → every card saved on the device in one batch; target ≤ 5 s together) and exporting those
// cards again as .apkg (menu → download; target ≤ 3 s). The reference, in the same run: the same reader and writer
// on sql.js in Node, with no page, worker, IndexedDB or sync queue.

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CARDS = 20_000;

const SQL = await initSqlJs();
const deck = {
  name: "Bench deck",
  cards: Array.from({ length: CARDS }, (_, i) => ({
    front: `Question ${i + 1}: what does enzyme ${i} catalyse in pathway ${i % 97}?`,
    back: `It catalyses step ${i % 13} of the pathway, using <b>ATP</b> & a cofactor (${i}).`,
    tags: [`week${i % 12}`, "bench"],
    source: i % 3 === 0 ? `From lecture ${i % 40}: the pathway and its enzymes.` : null,
  })),
};

// Reference: the same code with nothing around it.
let start = performance.now();
const apkg = await buildApkg(SQL, deck);
const referenceBuildMs = performance.now() - start;
start = performance.now();
const referenceRead = readApkg(SQL, apkg);
const referenceReadMs = performance.now() - start;
if (!referenceRead.ok || referenceRead.cards.length !== CARDS) throw new Error("the reference read failed");
const apkgPath = path.join(os.tmpdir(), `lectern-bench-decks-${process.pid}.apkg`);
fs.writeFileSync(apkgPath, apkg);

const webDist = path.resolve(process.env.DECKS_WEB_DIST ?? "apps/web/dist");
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
try {
  await withSignedInServer("decks", webDist, async (url, session) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await context.addCookies(session.cookies.map((c) => ({ ...c, url })));
    const page = await context.newPage();
    await page.goto(`${url}/import-cards`);
    const input = page.getByTestId("deck-file-input");
    await input.waitFor();

    start = performance.now();
    await input.setInputFiles(apkgPath);
    await page.getByText(`${CARDS.toLocaleString("en-US")} cards to import`).waitFor({ timeout: 120_000 });
    const readMs = performance.now() - start;
    start = performance.now();
    await page.getByTestId("import-submit").click();
    await page.getByTestId("import-done").waitFor({ timeout: 300_000 });
    const saveMs = performance.now() - start;

    await page.goto(`${url}/study`);
    await page.getByTestId("deck-card").first().waitFor({ timeout: 120_000 });
    start = performance.now();
    await page.getByRole("button", { name: "Export Bench deck" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 120_000 }),
      page.getByRole("menuitem", { name: "Export cards as Anki (.apkg)" }).click(),
    ]);
    await download.path();
    const exportMs = performance.now() - start;
    await context.close();

    const ms = (n: number) => Math.round(n);
    const rows = [
      { case: "reference: read in Node (sql.js, no page)", ms: ms(referenceReadMs), ratio: 1 },
      {
        case: "import: file → preview (worker)",
        ms: ms(readMs),
        ratio: +(readMs / referenceReadMs).toFixed(2),
      },
      { case: "import: Import → saved on the device", ms: ms(saveMs), ratio: null },
      { case: "import: total (target ≤ 5,000)", ms: ms(readMs + saveMs), ratio: null },
      { case: "reference: build in Node (sql.js, no page)", ms: ms(referenceBuildMs), ratio: 1 },
      {
        case: "export: menu → download (target ≤ 3,000)",
        ms: ms(exportMs),
        ratio: +(exportMs / referenceBuildMs).toFixed(2),
      },
    ];
    console.log(
      `\ndecks: a ${CARDS.toLocaleString()}-card Anki package (${(apkg.length / 1e6).toFixed(1)} MB)`,
    );
    console.table(rows);
    writeResults("decks", rows, { cards: CARDS, bytes: apkg.length });
  });
} finally {
  await browser.close();
  fs.rmSync(apkgPath, { force: true });
}
