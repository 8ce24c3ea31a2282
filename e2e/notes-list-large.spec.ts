import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { cardTitles, count, list, MINUTE, seedNotes, signedIn } from "./notes-support.ts";

// Issue 6: the notes list stays fast with 10,000 notes (virtualised, search measured in the page).

/** How many notes the device's store holds (its one store per collection, spec 1 §3). */
function localNoteCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? "");
    const name = names.find((n) => n.startsWith("lectern-user-"));
    if (!name) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const counting = db.transaction("notes").objectStore("notes").count();
        counting.onsuccess = () => {
          db.close();
          resolve(counting.result);
        };
      };
    });
  });
}

/** In the page: type into the search and time until the filtered list is painted (frame resolution). */
function timeSearch(page: Page, query: string, outcome: "one card" | "many cards"): Promise<number> {
  return page.evaluate(
    ([text, wanted]) => {
      const input = document.getElementById("notes-search") as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      const started = performance.now();
      setValue?.call(input, text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      return new Promise<number>((resolve) => {
        const check = () => {
          const cards = document.querySelectorAll('[aria-label="Your notes"] h2').length;
          if (wanted === "one card" ? cards === 1 : cards > 1)
            requestAnimationFrame(() => resolve(performance.now() - started));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
    [query, outcome] as const,
  );
}

// The scale (10,000 notes in the local store). Seeding and the first pull are the data layer's cost, so
// they happen on /home; the list is then opened from the local store, as it is on every later visit.
test("10,000 notes: only the cards on screen are in the page, and search stays quick", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, request);
  const total = 10_000;
  const start = Date.now() - total * MINUTE;
  await seedNotes(
    page,
    Array.from({ length: total }, (_, i) => ({
      title: `Lecture ${i + 1}`,
      content: `Week ${i % 52} notes on topic ${i}.`,
      tags: [`t${i % 7}`],
      subject: i % 2 === 0 ? "Physics" : "Biology",
      updated_at: new Date(start + i * MINUTE).toISOString(),
    })),
  );
  const pullStarted = Date.now();
  await page.reload();
  await expect.poll(() => localNoteCount(page), { timeout: 180_000, intervals: [500] }).toBe(total);
  // A fresh device's first pull of 10,000 notes on /home, reload to all stored (issue 5's ≤ 5 s target).
  const pullMs = Date.now() - pullStarted;
  test.info().annotations.push({ type: "fresh pull of 10,000 notes (ms)", description: String(pullMs) });
  console.log(`fresh device pull of ${total} notes: ${pullMs} ms`);

  await page.goto("/notes");
  const firstPaint = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () =>
          document.querySelector('[aria-label="Your notes"] h2')
            ? resolve(performance.now())
            : requestAnimationFrame(check);
        check();
      }),
  );
  await expect(count(page)).toHaveText(`${total} notes`);
  await expect(list(page).getByRole("heading", { level: 2 }).first()).toHaveText(`Lecture ${total}`);
  expect(await list(page).getByRole("listitem").count()).toBeLessThan(60);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list(page).getByRole("heading", { name: "Lecture 1", exact: true })).toBeVisible();
  expect(await list(page).getByRole("listitem").count()).toBeLessThan(60);
  await expect(list(page).getByRole("listitem").last()).toHaveAttribute("aria-posinset", String(total));

  await page.evaluate(() => window.scrollTo(0, 0));
  const searched = await timeSearch(page, "topic 4242.", "one card");
  await expect(count(page)).toHaveText(`1 of ${total} notes`);
  expect(await cardTitles(page)).toEqual(["Lecture 4243"]);
  const cleared = await timeSearch(page, "", "many cards");
  test.info().annotations.push({
    type: "timing",
    description: `${total} notes: /notes first cards at ${Math.round(firstPaint)} ms after navigation; search to painted list ${Math.round(searched)} ms; clearing it ${Math.round(cleared)} ms`,
  });
});
