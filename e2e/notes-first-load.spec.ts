import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { cardTitles, count, list, seedNotes, signedIn } from "./notes-support.ts";

// Issue 18 §1, the signed-in /notes on a first visit (no service worker, empty IndexedDB): what it does not need
// to draw waits for the load event — the sync engine, the records' zod schemas (only writes need them) and sonner
// (the toaster) — and the screen is still the whole screen: the notes arrive, a rename saves and says so.

/** Strings only each deferred part's code holds, as the minifier leaves them. */
const DEFERRED = {
  "sync engine": "/api/sync/push",
  "zod schemas": "ZodError",
  sonner: "data-sonner-toaster",
} as const;

function holds(file: string, marker: string): boolean {
  const dir = process.env.E2E_WEB_DIST;
  if (!dir) throw new Error("E2E_WEB_DIST is not set: run through `npx playwright test` (global setup).");
  return fs.readFileSync(path.join(dir, file), "utf8").includes(marker);
}

test("/notes loads the sync engine, the schemas and the toaster only after its load event, and works", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  await signedIn(page, request);
  await seedNotes(page, [{ title: "Cell biology" }, { title: "Waves lecture" }]);

  // A fresh device of the same student: the session cookie and nothing else.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: "block",
    storageState: { cookies: await page.context().cookies(), origins: [] },
  });
  const fresh = await context.newPage();
  const beforeLoad: string[] = [];
  const afterLoad: string[] = [];
  let loaded = false;
  fresh.on("load", () => {
    loaded = true;
  });
  fresh.on("request", (req) => {
    if (req.resourceType() !== "script") return;
    const file = new URL(req.url()).pathname.slice(1);
    (loaded ? afterLoad : beforeLoad).push(file);
  });
  await fresh.goto("/notes", { waitUntil: "load" });

  // The first pull, started after the load event, brings the notes.
  await expect(count(fresh)).toHaveText("2 notes");
  expect((await cardTitles(fresh)).sort()).toEqual(["Cell biology", "Waves lecture"]);

  const scripts = beforeLoad.filter((file) => file.startsWith("assets/"));
  expect(scripts.length).toBeGreaterThan(5);
  for (const [part, marker] of Object.entries(DEFERRED)) {
    expect(
      scripts.filter((file) => holds(file, marker)),
      `${part} before the load event`,
    ).toEqual([]);
  }
  // ...and the engine did come afterwards: the check above would pass vacuously if its marker changed.
  expect(afterLoad.some((file) => holds(file, DEFERRED["sync engine"]))).toBe(true);

  // A write through the card menu: the repository (and its schemas) and the toast load on demand.
  await fresh.getByRole("button", { name: "Note actions for Cell biology" }).click();
  await fresh.getByRole("menuitem", { name: "Rename" }).click();
  const dialog = fresh.getByRole("dialog", { name: "Rename note" });
  await dialog.getByLabel("Title").fill("Cell biology, week 2");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(fresh.getByText("Note title updated")).toBeVisible();
  await expect(list(fresh).getByRole("heading", { name: "Cell biology, week 2" })).toBeVisible();
  await context.close();
});
