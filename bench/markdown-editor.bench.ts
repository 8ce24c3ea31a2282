import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { writeResults } from "./harness.ts";
import { withSignedInServer } from "./support/bench-server.ts";
import { noteRecord, pushOverHttp, type Session } from "./support/browser-device.ts";
import { CHROMIUM_ARGS } from "./support/chromium-args.ts";

// Issue 21 Deliver 4, "large notes": a 200,000-character Markdown transcript in Debian's Chromium, from the built
// app (apps/web/dist, or MARKDOWN_WEB_DIST) on the real server, beside a reference that does the least possible:
// - typing latency, keypress to the next paint (p50/p95 over KEYS keys), in the editor (text only, and with the
//   side-by-side preview following) vs a bare <textarea> page holding the same text;
// - the viewer's first paint of the note (its text on screen), its first rendered Markdown, and all of it
//   rendered, vs a bare page that puts the same text in a <pre>.

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const KEYS = 60;
const SIZE = 200_000;

/** A lecture transcript with the Markdown a student adds: headings, emphasis, lists, math, code. */
function transcript(): string {
  const parts: string[] = [];
  for (let i = 0; parts.join("\n\n").length < SIZE; i++) {
    if (i % 12 === 0) parts.push(`## Part ${i / 12 + 1}: energy and work`);
    if (i % 17 === 5) parts.push("- **Work** is force times distance\n- [ ] revise $W = F \\cdot d$");
    if (i % 29 === 7) parts.push("```python\ndef work(f, d):\n    return f * d\n```");
    parts.push(
      `So today we look at how energy moves between systems, and the _first law_ says that the change in internal energy equals heat added minus work done, $\\Delta U = Q - W$, which holds for every closed system we meet in this course (${i}).`,
    );
  }
  return parts.join("\n\n").slice(0, SIZE);
}

const quantile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0) * 10) / 10;

/** Installs a keydown listener that times each key to the paint after it (rAF, then a task after the frame). */
async function typeAndTime(page: Page, field: string): Promise<{ p50: number; p95: number }> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __lat: number[] };
    w.__lat = [];
    document.querySelector(selector)?.addEventListener(
      "keydown",
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - start), 0));
      },
      { capture: true },
    );
  }, field);
  const box = page.locator(field);
  await box.focus();
  await box.press("ControlOrMeta+End");
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.type(i % 10 === 9 ? " " : "e");
    // One key at a time, as a person types: the next key waits for the last one's paint.
    await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, i + 1);
  }
  const lat = (await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat)).sort(
    (a, b) => a - b,
  );
  return { p50: quantile(lat, 0.5), p95: quantile(lat, 0.95) };
}

/** Milliseconds from navigation start to: the note's text on screen, first Markdown, all Markdown rendered. */
async function viewerPaint(page: Page, url: string) {
  // A string, so the bundler's helpers never reach the page: each stage's time is that of the first frame showing it.
  await page.addInitScript(`
    window.__marks = {};
    const frame = () => {
      const body = document.querySelector("[data-testid=note-content]");
      const m = window.__marks;
      if (body) {
        if (m.text === undefined) m.text = performance.now();
        const md = body.querySelector(".md-body");
        if (md && m.markdown === undefined) m.markdown = performance.now();
        if (md && !body.querySelector(".md-pending") && m.all === undefined) m.all = performance.now();
      }
      if (m.all === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  `);
  await page.goto(url);
  await page
    .waitForFunction(
      () => (window as unknown as { __marks: { all?: number } }).__marks.all !== undefined,
      undefined,
      { timeout: 120_000 },
    )
    .catch(async (error) => {
      await page.screenshot({ path: "/tmp/markdown-bench-viewer.png" });
      console.log(
        await page.evaluate(() => ({
          marks: (window as unknown as { __marks: unknown }).__marks,
          body: Boolean(document.querySelector("[data-testid=note-content]")),
          md: Boolean(document.querySelector("[data-testid=note-content] .md-body")),
          pending: document.querySelectorAll(".md-pending").length,
          runs: document.querySelectorAll(".md-body > *").length,
        })),
      );
      throw error;
    });
  return page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
}

async function measure(browser: Browser, url: string, session: Session, noteId: string, text: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(session.cookies.map((c) => ({ ...c, url })));
  const rows: Record<string, string | number>[] = [];
  try {
    // Reference: a bare page with the text in a <pre>, then a bare <textarea>.
    const bare = await context.newPage();
    await bare.goto(`${url}/api/health`);
    const preMs = await bare.evaluate((t) => {
      const start = performance.now();
      const pre = document.createElement("pre");
      pre.textContent = t;
      document.body.replaceChildren(pre);
      pre.getBoundingClientRect();
      return new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0)),
      );
    }, text);
    rows.push({ case: "reference: text in a bare <pre>", "first paint ms": Math.round(preMs) });
    await bare.evaluate((t) => {
      const area = document.createElement("textarea");
      area.id = "bare";
      area.style.cssText = "width:800px;height:600px";
      area.value = t;
      document.body.replaceChildren(area);
    }, text);
    const ref = await typeAndTime(bare, "#bare");
    rows.push({
      case: "reference: bare <textarea>",
      "key→paint p50 ms": ref.p50,
      "key→paint p95 ms": ref.p95,
    });
    await bare.close();

    const viewer = await context.newPage();
    const marks = await viewerPaint(viewer, `${url}/note/${noteId}`);
    rows.push({
      case: "viewer: 200,000-character note",
      "text on screen ms": Math.round(marks.text ?? 0),
      "first Markdown ms": Math.round(marks.markdown ?? 0),
      "all Markdown ms": Math.round(marks.all ?? 0),
    });
    await viewer.close();

    const editor = await context.newPage();
    await editor.goto(`${url}/note-editor/${noteId}`);
    const field = "textarea[id$='-content']";
    await editor.locator(field).waitFor();
    const plain = await typeAndTime(editor, field);
    rows.push({ case: "editor: text only", "key→paint p50 ms": plain.p50, "key→paint p95 ms": plain.p95 });
    await editor.getByRole("button", { name: "Side by side" }).click();
    await editor.locator("[data-testid=note-preview] .md-body").waitFor();
    const split = await typeAndTime(editor, field);
    rows.push({
      case: "editor: side-by-side preview",
      "key→paint p50 ms": split.p50,
      "key→paint p95 ms": split.p95,
    });
    await editor.close();
  } finally {
    await context.close();
  }
  return rows;
}

const webDist = path.resolve(process.env.MARKDOWN_WEB_DIST ?? "apps/web/dist");
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
try {
  await withSignedInServer("markdown", webDist, async (url, session) => {
    const text = transcript();
    const note = { ...noteRecord(session.userId, 0, new Date().toISOString()), content: text };
    await pushOverHttp(url, session, [note]);
    const rows = await measure(browser, url, session, note.id, text);
    console.log(
      `\nmarkdown-editor: a ${text.length.toLocaleString()}-character Markdown note, ${KEYS} keys per case`,
    );
    console.table(rows);
    writeResults("markdown-editor", rows, { characters: text.length, keys: KEYS });
  });
} finally {
  await browser.close();
}
