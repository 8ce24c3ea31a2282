import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  test,
  waitForOfflineReady,
} from "./fixtures.ts";
import { noteIdByTitle } from "./notes-support.ts";
import { captureScreens } from "./screens.ts";

// Issue 6 item 1: the note editor at /note-editor/new and /note-editor/:id (spec 1 §2, §4, §5, §8).

const BASE = () => process.env.E2E_BASE_URL as string;

async function downloadText(download: Download): Promise<string> {
  return fs.readFileSync((await download.path()) as string, "utf8");
}

async function exportAs(page: Page, format: "TXT" | "Markdown"): Promise<Download> {
  await page.getByRole("button", { name: "Export" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: `Export as ${format}` }).click(),
  ]);
  return download;
}

async function chooseSubject(page: Page, subject: string) {
  await page.getByRole("combobox", { name: "Subject" }).click();
  await page.getByRole("option", { name: subject, exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveText(subject);
}

async function addTag(page: Page, tag: string) {
  await page.getByLabel("Tags", { exact: true }).fill(tag);
  await page.getByLabel("Tags", { exact: true }).press("Enter");
}

const tagList = (page: Page) => page.getByRole("list", { name: "Tags on this note" }).getByRole("listitem");

test("create a note with a subject (incl. a new one) and tags, save it, then it auto-saves an edit", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/note-editor/new");
  await expect(page.getByRole("heading", { name: "New Note", level: 1 })).toBeVisible();

  const save = page.getByRole("button", { name: "Save Note" });
  await expect(save).toBeDisabled();
  await expect(page.getByText("Please provide both a title and content for your note.")).toBeVisible();

  const title = `Cell biology ${randomUUID().slice(0, 8)}`;
  await page.getByLabel("Title").fill(title);
  await expect(save).toBeDisabled();
  await page.getByLabel("Content").fill("Mitochondria make ATP.\nRibosomes make proteins.");
  await expect(save).toBeEnabled();

  // The default list, then a new subject: blank is refused, the new one is trimmed and selected.
  await chooseSubject(page, "Physics");
  await page.getByRole("button", { name: "New subject" }).click();
  await page.getByLabel("New subject").fill("   ");
  await expect(page.getByRole("button", { name: "Add", exact: true }).first()).toBeDisabled();
  await page.getByLabel("New subject").fill("  Astronomy  ");
  await page.getByLabel("New subject").press("Enter");
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveText("Astronomy");
  await chooseSubject(page, "Biology");
  await chooseSubject(page, "Astronomy");

  // Tags: trimmed; a duplicate (any case) and a blank one are refused.
  await addTag(page, "  exam  ");
  await expect(tagList(page)).toHaveText(["exam"]);
  await addTag(page, "EXAM");
  await expect(page.getByText("This note already has that tag.")).toBeVisible();
  await expect(tagList(page)).toHaveText(["exam"]);
  await addTag(page, "   ");
  await expect(tagList(page)).toHaveText(["exam"]);
  await addTag(page, "week-1");
  await addTag(page, "cells");
  await page.getByRole("button", { name: "Remove tag cells" }).click();
  await expect(tagList(page)).toHaveText(["exam", "week-1"]);

  await captureScreens(page, "note-editor");

  await save.click();
  await expect(page.getByText("Note saved successfully")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await expect(page).toHaveURL(/\/notes$/);

  // Reopen: the note as saved, then an edit saves itself 10 s later (spec 1 §4).
  const id = await noteIdByTitle(page, title);
  await page.goto(`/note-editor/${id}`);
  await expect(page.getByRole("heading", { name: "Edit Note", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveText("Astronomy");
  await expect(tagList(page)).toHaveText(["exam", "week-1"]);
  await page.getByLabel("Content").fill("Mitochondria make ATP.\nEdited: the Krebs cycle.");
  await expect(page.getByText("Note auto-saved")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/note-editor/${id}$`));

  await page.reload();
  await expect(page.getByLabel("Content")).toHaveValue("Mitochondria make ATP.\nEdited: the Krebs cycle.");
  await expectNoSeriousA11yViolations(page);
});

test("export as TXT and Markdown downloads files named after the title", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/note-editor/new");
  await page.getByLabel("Title").fill("Cell Biology: Week 1");
  await page.getByLabel("Content").fill("Line 1\nLine 2");
  await chooseSubject(page, "Biology");
  await addTag(page, "exam");

  const txt = await exportAs(page, "TXT");
  expect(txt.suggestedFilename()).toBe("Cell_Biology_Week_1.txt");
  expect(await downloadText(txt)).toBe(
    "Cell Biology: Week 1\n\nSubject: Biology\nTags: exam\n\nLine 1\nLine 2\n",
  );
  await expect(page.getByText("Note exported as TXT")).toBeVisible();

  const md = await exportAs(page, "Markdown");
  expect(md.suggestedFilename()).toBe("Cell_Biology_Week_1.md");
  expect(await downloadText(md)).toBe(
    "# Cell Biology: Week 1\n\n**Subject:** Biology  \n**Tags:** exam\n\n---\n\nLine 1\nLine 2\n",
  );
  await expect(page.getByText("Note exported as MD")).toBeVisible();
});

test("leaving with unsaved changes asks first; the flashcard dialog has the spec's defaults", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/note-editor/new");
  await page.getByLabel("Title").fill("Draft that is not saved");

  const notesLink = page.getByRole("link", { name: "Notes", exact: true });
  await notesLink.click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/note-editor\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue("Draft that is not saved");

  // spec 1 §5: count 5-50 step 5 (default 10), difficulty default mixed; generation is not faked.
  await page.getByRole("button", { name: "Generate Flashcards" }).click();
  const flashcards = page.getByRole("dialog", { name: "Generate Flashcards" });
  await expect(flashcards.getByRole("combobox", { name: "Number of cards" })).toHaveText("10");
  await expect(flashcards.getByRole("combobox", { name: "Difficulty" })).toHaveText("Mixed");
  await flashcards.getByRole("combobox", { name: "Number of cards" }).click();
  await expect(page.getByRole("option")).toHaveText([
    "5",
    "10",
    "15",
    "20",
    "25",
    "30",
    "35",
    "40",
    "45",
    "50",
  ]);
  await page.getByRole("option", { name: "25" }).click();
  await expect(flashcards.getByRole("button", { name: "Generate", exact: true })).toBeDisabled();
  await flashcards.getByRole("button", { name: "Cancel" }).click();

  await notesLink.click();
  await page
    .getByRole("dialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Leave without saving" })
    .click();
  await expect(page).toHaveURL(/\/notes$/);
});

test("offline: create and edit a note, and it reaches another device once back online", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await waitForOfflineReady(page);

  await context.setOffline(true);
  const title = `Offline note ${randomUUID().slice(0, 8)}`;
  await page.goto("/note-editor/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Written on the train.");
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Note saved successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/notes$/);

  const id = await noteIdByTitle(page, title);
  await page.goto(`/note-editor/${id}`);
  await expect(page.getByLabel("Content")).toHaveValue("Written on the train.");
  await page.getByLabel("Content").fill("Written on the train, edited offline.");
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Note saved successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");

  // A note that is neither here nor reachable says so.
  const offlineMiss = "Note not found in offline storage. Please connect to the internet to load this note.";
  await page.goto(`/note-editor/${randomUUID()}`);
  await expect(page.getByTestId("note-load-error")).toHaveText(offlineMiss);
  await page.goto(`/note/${randomUUID()}`);
  await expect(page.getByTestId("note-load-error")).toHaveText(offlineMiss);

  await context.setOffline(false);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
    timeout: 30_000,
  });

  const other = await browser.newContext({ baseURL: BASE() });
  try {
    const second = await other.newPage();
    await signInThroughUi(second, user);
    await second.goto(`/note-editor/${id}`);
    await second.reload();
    await expect(second.getByLabel("Title")).toHaveValue(title);
    await expect(second.getByLabel("Content")).toHaveValue("Written on the train, edited offline.");
  } finally {
    await other.close();
  }
});
