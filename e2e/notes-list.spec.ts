import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signInThroughUi, test } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";

// Issue 6 item 2, the notes list at /notes (spec 1 §2, §5, §8, §9; spec 2 §9). Notes are seeded the way another
// device would make them: pushed through the sync API as the signed-in user, then pulled by the app on load.

import {
  ago,
  cardTitles,
  choose,
  count,
  emptyState,
  list,
  openNotes,
  type SeedNote,
  seedNotes,
  serverNote,
  signedIn,
} from "./notes-support.ts";

const LONG_CONTENT =
  "Mitochondria   are the powerhouse of the cell.\n\nThey make ATP through oxidative phosphorylation, " +
  "which needs oxygen and a membrane gradient; glycolysis happens in the cytoplasm instead.";

/** Made when a test seeds, so the relative times on the cards are exact. */
const library = (): SeedNote[] => [
  {
    title: "Cell biology",
    content: LONG_CONTENT,
    tags: ["exam", "cells", "energy", "atp", "revision"],
    subject: "Biology",
    updated_at: ago(30),
  },
  {
    title: "Waves lecture",
    content: "Interference and diffraction of light.",
    tags: ["optics"],
    subject: "Physics",
    type: "recording",
    duration: 307,
    updated_at: ago(5),
  },
  {
    title: "algebra basics",
    content: "Groups, rings and fields.",
    tags: ["proofs"],
    subject: "Mathematics",
    updated_at: ago(120),
  },
  {
    title: "Scanned timeline",
    content: "The French Revolution began in 1789.",
    subject: "History",
    type: "scan",
    updated_at: ago(60 * 24 * 2),
  },
];

test("the list shows the user's notes, and searches, filters and sorts them", async ({ page, request }) => {
  await signedIn(page, request);
  const [cells, waves] = await seedNotes(page, library());
  await openNotes(page, 4);

  // Date sort (the default): last updated first.
  expect(await cardTitles(page)).toEqual([
    "Waves lecture",
    "Cell biology",
    "algebra basics",
    "Scanned timeline",
  ]);

  // A card: subject, duration of a recording, 3 tags and '+N more', the 100-character preview, the time.
  const cellCard = list(page).getByRole("article", { name: "Cell biology" });
  await expect(cellCard.getByText("Biology", { exact: true })).toBeVisible();
  for (const tag of ["exam", "cells", "energy"])
    await expect(cellCard.getByText(tag, { exact: true })).toBeVisible();
  await expect(cellCard.getByText("atp", { exact: true })).toHaveCount(0);
  await expect(cellCard.getByText("+2 more", { exact: true })).toBeVisible();
  const collapsed = LONG_CONTENT.replace(/\s+/g, " ");
  await expect(cellCard.getByText(/^Mitochondria are/)).toHaveText(`${collapsed.slice(0, 100).trimEnd()}...`);
  await expect(cellCard.getByText("Updated 30 minutes ago")).toBeVisible();
  const waveCard = list(page).getByRole("article", { name: "Waves lecture" });
  await expect(waveCard.getByText("05:07")).toBeVisible();
  await expect(waveCard.getByText("Interference and diffraction of light.", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Search: title, content, tags; case-insensitive and trimmed.
  const search = page.getByLabel("Search notes");
  await search.fill("  WAVES ");
  await expect.poll(() => cardTitles(page)).toEqual(["Waves lecture"]);
  await expect(count(page)).toHaveText("1 of 4 notes");
  await search.fill("rings and");
  await expect.poll(() => cardTitles(page)).toEqual(["algebra basics"]);
  await search.fill("revision");
  await expect.poll(() => cardTitles(page)).toEqual(["Cell biology"]);
  await search.fill("");
  await expect.poll(() => cardTitles(page)).toHaveLength(4);

  // Type: Recordings are recordings; a scanned note is a Manual Note.
  await choose(page, "Type", "Recordings");
  await expect.poll(() => cardTitles(page)).toEqual(["Waves lecture"]);
  await choose(page, "Type", "Manual Notes");
  await expect.poll(() => cardTitles(page)).toEqual(["Cell biology", "algebra basics", "Scanned timeline"]);
  await choose(page, "Type", "All Types");

  // Subject: defaults plus the user's own.
  await choose(page, "Subject", "History");
  await expect.poll(() => cardTitles(page)).toEqual(["Scanned timeline"]);
  await page.getByLabel("Subject", { exact: true }).click();
  await expect(page.getByRole("option", { name: "Geography" })).toBeVisible();
  await page.getByRole("option", { name: "All Subjects" }).click();

  // Title sort: A to Z, ignoring case.
  await choose(page, "Sort by", "Title");
  await expect
    .poll(() => cardTitles(page))
    .toEqual(["algebra basics", "Cell biology", "Scanned timeline", "Waves lecture"]);
  await choose(page, "Sort by", "Date");
  await expect
    .poll(() => cardTitles(page))
    .toEqual(["Waves lecture", "Cell biology", "algebra basics", "Scanned timeline"]);

  await captureScreens(page, "notes-list");

  // The card opens the note; its menu's Edit Note opens the editor.
  await page.getByRole("button", { name: "Note actions for Waves lecture" }).click();
  await page.getByRole("menuitem", { name: "Edit Note" }).click();
  await expect(page).toHaveURL(new RegExp(`/note-editor/${waves?.id}$`));
  await page.goto("/notes");
  await list(page).getByRole("link", { name: "Cell biology" }).click();
  await expect(page).toHaveURL(new RegExp(`/note/${cells?.id}$`));
});

test("the floating actions lead to the four ways of making a note", async ({ page, request }) => {
  await signedIn(page, request);
  await openNotes(page, 0);
  const expected = {
    "Create Manual Note": "/note-editor/new",
    "Record/Upload Audio": "/recording",
    "Upload Documents": "/upload-document",
    "Scan Document": "/scan-document",
  };
  await page.getByRole("button", { name: "New note" }).click();
  for (const [name, href] of Object.entries(expected)) {
    await expect(page.getByRole("menuitem", { name })).toHaveAttribute("href", href);
  }
  await page.getByRole("menuitem", { name: "Record/Upload Audio" }).click();
  await expect(page).toHaveURL(/\/recording$/);
  await page.goto("/notes");
  await page.getByRole("button", { name: "New note" }).click();
  await page.getByRole("menuitem", { name: "Create Manual Note" }).click();
  await expect(page).toHaveURL(/\/note-editor\/new$/);
});

test("empty states differ by the filter that emptied the list", async ({ page, request }) => {
  await signedIn(page, request);
  await openNotes(page, 0);
  await expect(emptyState(page)).toContainText("No notes yet");
  await expect(emptyState(page).getByRole("link", { name: "Create Manual Note" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await captureScreens(page, "notes-list-empty");

  await seedNotes(page, [{ title: "Optics", content: "Lenses", subject: "Physics" }]);
  await openNotes(page, 1);
  await page.getByLabel("Search notes").fill("quantum");
  await expect(emptyState(page)).toContainText('No notes match "quantum"');
  await emptyState(page).getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(() => cardTitles(page)).toEqual(["Optics"]);
  await expect(page.getByLabel("Search notes")).toHaveValue("");

  await choose(page, "Type", "Recordings");
  await expect(emptyState(page)).toContainText("No recordings found");
  await choose(page, "Type", "All Types");
  await choose(page, "Subject", "Chemistry");
  await expect(emptyState(page)).toContainText("No notes in Chemistry");
  await expectNoSeriousA11yViolations(page);
});

async function renameThroughMenu(page: Page, from: string, to: string) {
  await page.getByRole("button", { name: `Note actions for ${from}` }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename note" });
  await dialog.getByLabel("Title").fill(to);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

async function deleteThroughMenu(page: Page, title: string) {
  await page.getByRole("button", { name: `Note actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete note?" });
  await expect(dialog).toContainText(
    "Are you sure you want to delete this note? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
}

test("rename and delete from the card menu, with the spec's confirm and toasts", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  const [keep, drop] = await seedNotes(page, [
    { title: "Draft title", content: "Kept", updated_at: ago(2) },
    { title: "Old scratch", content: "Dropped", updated_at: ago(3) },
  ]);
  await openNotes(page, 2);

  // An empty title is ignored: nothing saved, no toast.
  await renameThroughMenu(page, "Draft title", "   ");
  await expect(list(page).getByRole("heading", { name: "Draft title" })).toBeVisible();
  await expect(page.getByText("Note title updated")).toHaveCount(0);

  await renameThroughMenu(page, "Draft title", "  Thermodynamics  ");
  await expect(page.getByText("Note title updated")).toBeVisible();
  await expect.poll(() => cardTitles(page)).toContain("Thermodynamics");

  // Cancelling the confirmation keeps the note.
  await page.getByRole("button", { name: "Note actions for Old scratch" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete note?" }).getByRole("button", { name: "Cancel" }).click();
  await expect(list(page).getByRole("heading", { name: "Old scratch" })).toBeVisible();

  await deleteThroughMenu(page, "Old scratch");
  await expect(page.getByText("Note deleted successfully")).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(["Thermodynamics"]);
  await expect(count(page)).toHaveText("1 note");

  // Both reached the server.
  await expect
    .poll(() => serverNote(page, keep?.id as string))
    .toEqual({ title: "Thermodynamics", deleted: false });
  await expect
    .poll(() => serverNote(page, drop?.id as string))
    .toEqual({ title: "Old scratch", deleted: true });
  await page.reload();
  await expect.poll(() => cardTitles(page)).toEqual(["Thermodynamics"]);
});

test("rename and delete offline reach a second device once back online", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await signedIn(page, request);
  const [kept, dropped] = await seedNotes(page, [
    { title: "Lab report", content: "Titration", updated_at: ago(1) },
    { title: "Spare sheet", content: "Scrap", updated_at: ago(2) },
  ]);
  await openNotes(page, 2);

  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signInThroughUi(second, user);
  await openNotes(second, 2);

  await context.setOffline(true);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");
  await renameThroughMenu(page, "Lab report", "Lab report (final)");
  await expect(page.getByText("Note title updated")).toBeVisible();
  await deleteThroughMenu(page, "Spare sheet");
  await expect(page.getByText("Note deleted successfully")).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(["Lab report (final)"]);

  // Still only on this device.
  await second.reload();
  await expect.poll(() => cardTitles(second)).toEqual(["Lab report", "Spare sheet"]);

  await context.setOffline(false);
  await expect
    .poll(() => serverNote(page, kept?.id as string), { timeout: 30_000 })
    .toEqual({
      title: "Lab report (final)",
      deleted: false,
    });
  await expect
    .poll(() => serverNote(page, dropped?.id as string))
    .toEqual({ title: "Spare sheet", deleted: true });

  await second.reload();
  await expect.poll(() => cardTitles(second)).toEqual(["Lab report (final)"]);
  await expect(count(second)).toHaveText("1 note");
  await other.close();
});

test("script payloads in a note render as text and never run", async ({ page, request }) => {
  await signedIn(page, request);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const img = `<img src=x onerror="window.__xss=1">`;
  const script = "<script>window.__xss=1</script>";
  const title = `${img}${script}`;
  const content = `${script} <a href="javascript:window.__xss=1">open</a> ${img}`;
  await seedNotes(page, [{ title, content, tags: [img, script, "javascript:alert(1)"], subject: script }]);
  await openNotes(page, 1);

  const card = list(page).getByRole("article");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(title);
  await expect(card.getByText(img, { exact: true })).toBeVisible();
  await expect(card.getByText(script, { exact: true })).toHaveCount(2); // the subject and a tag
  await expect(card.getByText("javascript:alert(1)", { exact: true })).toBeVisible();
  await expect(card.getByText(/^<script>window.__xss=1<\/script> <a href=/)).toBeVisible();
  await expect(card.getByRole("link")).toHaveCount(1); // only the card's own link

  // The menu's name, both dialogs, the subject filter and the search all carry the payload as text.
  await page.getByRole("button", { name: `Note actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename note" });
  await expect(rename.getByLabel("Title")).toHaveValue(title);
  await rename.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: `Note actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const remove = page.getByRole("dialog", { name: "Delete note?" });
  await expect(remove.getByText(title, { exact: true })).toBeVisible();
  await remove.getByRole("button", { name: "Cancel" }).click();
  await choose(page, "Subject", script);
  await expect.poll(() => cardTitles(page)).toEqual([title]);
  await page.getByLabel("Search notes").fill("onerror=");
  await expect.poll(() => cardTitles(page)).toEqual([title]);

  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("a new device shows the list loading, not 'No notes yet', until its first pull arrives", async ({
  page,
  request,
  browser,
}) => {
  const user = await signedIn(page, request);
  await seedNotes(page, library());

  // A second device: its first pull is held until the screen has been checked.
  const device = await browser.newContext();
  const second = await device.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pullsSeen = 0;
  await second.route("**/api/sync/pull*", async (route) => {
    pullsSeen += 1;
    await released;
    await route.continue();
  });
  await signInThroughUi(second, user);
  // Records whether "No notes yet" is ever drawn, even for one frame, while the notes arrive.
  await second.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="notes-empty-state"]')) {
        (window as unknown as { sawEmptyState: boolean }).sawEmptyState = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await second.goto("/notes");
  await expect(second.getByRole("heading", { name: "Notes", level: 1 })).toBeVisible();
  await expect.poll(() => pullsSeen).toBeGreaterThan(0);
  await expect(second.getByText("Loading", { exact: false }).first()).toBeVisible();
  await expect(emptyState(second)).toHaveCount(0);
  await expect(count(second)).toHaveCount(0);

  release();
  await expect(count(second)).toHaveText("4 notes");
  expect(await cardTitles(second)).toHaveLength(4);
  expect(
    await second.evaluate(() => (window as unknown as { sawEmptyState?: boolean }).sawEmptyState),
  ).toBeUndefined();
  await device.close();
});
