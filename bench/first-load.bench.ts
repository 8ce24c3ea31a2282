import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { writeResults } from "./harness.ts";
import { withSignedInServer } from "./support/bench-server.ts";
import { noteRecord, pushOverHttp, type Session } from "./support/browser-device.ts";
import { CHROMIUM_ARGS, lighthousePerformance, measureJs } from "./support/first-load-measure.ts";

// Issue 18 §1, "fast first load": the landing page and the signed-in /notes, opened fresh in Debian's Chromium
// from the production build (apps/web/dist, built by `npm run bench`) on the real server:
// - initial JS (requested before the load event), as sent (brotli from the build's .br copies), against the goals
//   ≤ 120 KB landing and ≤ 250 KB /notes; beside it the same scripts uncompressed (the reference);
// - all JS the page fetches with no interaction (until the network is idle), for the whole picture;
// - Lighthouse performance, mobile preset, against ≥ 95.
// FIRST_LOAD_REFERENCE_DIST=<a web dist built from an older commit> adds its rows in the same run, served by the
// same server code (it has no .br copies, so its "sent" is what it would have sent: uncompressed).

const GOALS = { "/": 120, "/notes": 250 } as const;
const SCORE_GOAL = 95;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Row = Record<string, string | number>;

function verdictOf(sizeMet: boolean, scoreMet: boolean): string {
  const missed = [sizeMet ? "" : "size", scoreMet ? "" : "score"].filter(Boolean);
  return missed.length ? `misses ${missed.join(" and ")}` : "meets goals";
}

/** The server with a signed-in student who has a page of notes, so /notes draws a list. */
function withServer<T>(webDist: string, work: (url: string, session: Session) => Promise<T>): Promise<T> {
  return withSignedInServer("first-load", webDist, async (url, session) => {
    const at = new Date().toISOString();
    await pushOverHttp(
      url,
      session,
      Array.from({ length: 30 }, (_, i) => noteRecord(session.userId, i, at)),
    );
    return work(url, session);
  });
}

async function measureBuild(label: string, webDist: string): Promise<Row[]> {
  if (!fs.existsSync(path.join(webDist, "index.html"))) throw new Error(`no web build at ${webDist}`);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    return await withServer(webDist, async (url, session) => {
      const rows: Row[] = [];
      for (const page of ["/", "/notes"] as const) {
        const cookies = page === "/notes" ? session.cookies : [];
        const js = await measureJs(browser, `${url}${page}`, cookies);
        const lh = await lighthousePerformance(
          chromePath,
          `${url}${page}`,
          page === "/notes" ? session.header : undefined,
        );
        const row: Row = {
          build: label,
          page,
          "initial JS files": js.initialFiles,
          "initial JS sent KB": js.initialSentKB,
          "goal KB": GOALS[page],
          "initial JS raw KB": js.initialRawKB,
          "initial JS brotli KB": js.initialBrotliKB,
          "idle JS sent KB": js.idleSentKB,
          "idle JS raw KB": js.idleRawKB,
          "lighthouse perf": lh.score,
          "LCP ms": lh.lcpMs,
          "TBT ms": lh.tbtMs,
          CLS: lh.cls,
          "host CPU index": lh.benchmarkIndex,
          verdict: verdictOf(js.initialSentKB <= GOALS[page], lh.score >= SCORE_GOAL),
        };
        console.log(JSON.stringify(row));
        rows.push(row);
      }
      return rows;
    });
  } finally {
    await browser.close();
  }
}

const webDist = path.resolve(process.env.FIRST_LOAD_WEB_DIST ?? "apps/web/dist");
const rows = await measureBuild("this build", webDist);
const reference = process.env.FIRST_LOAD_REFERENCE_DIST;
if (reference) rows.push(...(await measureBuild("reference build", path.resolve(reference))));

console.log(
  `\nfirst-load: initial JS per page (before the load event) as sent vs uncompressed; goals ≤ 120 KB landing, ≤ 250 KB /notes; Lighthouse mobile ≥ ${SCORE_GOAL}`,
);
console.table(rows);
writeResults("first-load", rows, { goals: { ...GOALS, lighthouse: SCORE_GOAL } });
