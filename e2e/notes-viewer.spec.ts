import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  type TestUser,
  test,
} from "./fixtures.ts";
import { pushAs, type SeedNote } from "./notes-support.ts";
import { captureScreens } from "./screens.ts";

// Issue 6 items 3 and 4: the note viewer at /note/:id (spec 2 §2, §6, §8), ownership and ids, and script
// payloads that stay text on every screen and in both exports (DESIGN §8).

const BASE = () => process.env.E2E_BASE_URL as string;
const MESSAGES = {
  accessDeniedView: "Note not found or access denied. You can only view your own notes.",
  accessDeniedEdit: "Note not found or access denied. You can only edit your own notes.",
  loadFailedMoved: "Failed to load note. It may have been deleted or moved.",
};

/** Puts a note on the server as the signed-in user of `page`, through the sync API like a second device. */
async function seedNote(page: Page, note: SeedNote): Promise<string> {
  const id = randomUUID();
  const [result] = await pushAs(page, [{ type: "notes", data: { ...note, id } }]);
  expect(result?.status).toBe("applied");
  return id;
}

async function signedInPage(
  page: Page,
  request: Parameters<typeof createVerifiedUser>[0],
): Promise<TestUser> {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  return user;
}

async function exportText(page: Page, format: "TXT" | "Markdown"): Promise<{ name: string; text: string }> {
  await page.getByRole("button", { name: "Export" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: `Export as ${format}` }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: fs.readFileSync((await download.path()) as string, "utf8"),
  };
}

const loadError = (page: Page) => page.getByTestId("note-load-error");

test("view a note: details, share, edit link, then delete with confirmation", async ({
  page,
  context,
  request,
}) => {
  await signedInPage(page, request);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE() });
  const id = await seedNote(page, {
    title: "Photosynthesis lecture",
    content: "Light reactions\n\nCalvin cycle\n  indented line",
    tags: ["exam", "week-2"],
    subject: "Biology",
    type: "recording",
    duration: 65,
  });

  // /notes/{id} is the viewer too (spec 2 §2); the note is not local yet, so it comes from the server.
  await page.goto(`/notes/${id}`);
  await expect(page).toHaveURL(new RegExp(`/note/${id}$`));
  await expect(page.getByRole("heading", { name: "Photosynthesis lecture", level: 1 })).toBeVisible();
  await expect(page.getByTestId("note-subject")).toHaveText("Biology");
  await expect(page.getByTestId("note-tags").getByRole("listitem")).toHaveText(["exam", "week-2"]);
  await expect(page.getByText("Your Note")).toBeVisible();
  await expect(page.getByText("01:05")).toBeVisible();
  await expect(page.getByText("Created")).toBeVisible();
  // Markdown (issue 21): two paragraphs, a line break typed inside one kept as a line break (never raw HTML).
  const body = page.getByTestId("note-content");
  await expect(body.locator("p")).toHaveText(["Light reactions", "Calvin cycle indented line"]);
  await expect(body.locator("p").nth(1)).toHaveCSS("white-space", "pre-line");
  await expect(page.getByRole("heading", { name: "AI Tools" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/note-editor/${id}`);

  await captureScreens(page, "note-viewer");

  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE()}/note/${id}`);

  const txt = await exportText(page, "TXT");
  expect(txt.name).toBe("Photosynthesis_lecture.txt");
  expect(txt.text).toContain("Duration: 01:05");
  await expect(page.getByText("Note exported as TXT")).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete note?" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this note? This action cannot be undone.",
  );
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Photosynthesis lecture", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Note deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/notes$/);

  await page.goto(`/note/${id}`);
  await expect(loadError(page)).toHaveText(MESSAGES.accessDeniedView);
  // The delete reached the server.
  await expect.poll(async () => (await page.request.get(`${BASE()}/api/notes/${id}`)).status()).toBe(404);

  // Back goes to /notes (spec 2 §2).
  await page.getByRole("link", { name: "Back to Notes" }).click();
  await expect(page).toHaveURL(/\/notes$/);
});

test("the editor loads a note that is not on this device from the server", async ({ page, request }) => {
  await signedInPage(page, request);
  const id = await seedNote(page, { title: "From the server", content: "Seeded text" });
  await page.goto(`/note-editor/${id}`);
  await expect(page.getByLabel("Title")).toHaveValue("From the server");
  await expect(page.getByLabel("Content")).toHaveValue("Seeded text");
  await expect(page.getByRole("button", { name: "Save Note" })).toBeEnabled();
});

test("another user cannot open, edit or delete the note by URL or API", async ({
  page,
  browser,
  request,
}) => {
  await signedInPage(page, request);
  const id = await seedNote(page, { title: "Ada's private note", content: "Only for Ada" });

  const other = await browser.newContext({ baseURL: BASE() });
  try {
    const grace = await other.newPage();
    await signedInPage(grace, request);

    await grace.goto(`/note/${id}`);
    await expect(loadError(grace)).toHaveText(MESSAGES.accessDeniedView);
    await expect(grace.getByText("Only for Ada")).toHaveCount(0);
    await expect(grace.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expect(grace.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await captureScreens(grace, "note-viewer-denied");

    await grace.goto(`/note-editor/${id}`);
    await expect(loadError(grace)).toHaveText(MESSAGES.accessDeniedEdit);
    await expect(grace.getByLabel("Title")).toHaveCount(0);
    await expect(grace.getByRole("button", { name: "Save Note" })).toHaveCount(0);

    const read = await grace.request.get(`${BASE()}/api/notes/${id}`);
    expect(read.status()).toBe(404);
    expect(await read.json()).toEqual({ error: MESSAGES.accessDeniedView });

    const now = new Date().toISOString();
    const push = await grace.request.post(`${BASE()}/api/sync/push`, {
      headers: { origin: BASE() },
      data: { ops: [{ id: randomUUID(), type: "notes", operation: "delete", timestamp: now, data: { id } }] },
    });
    expect(push.status()).toBe(200);
    expect((await push.json()).results[0]).toMatchObject({ status: "rejected", code: "forbidden" });
  } finally {
    await other.close();
  }

  // Ada still has it.
  const mine = await page.request.get(`${BASE()}/api/notes/${id}`);
  expect(mine.status()).toBe(200);
  expect((await mine.json()).note).toMatchObject({ id, title: "Ada's private note", deleted_at: null });
});

test("ids: an invalid UUID is not found; a failed load says why", async ({ page, request }) => {
  await signedInPage(page, request);
  await page.goto("/note/not-a-uuid");
  await expect(loadError(page)).toHaveText(MESSAGES.accessDeniedView);
  await expectNoSeriousA11yViolations(page);
  await page.goto("/note-editor/12345");
  await expect(loadError(page)).toHaveText(MESSAGES.accessDeniedEdit);
  await page.goto(`/note/${randomUUID()}`);
  await expect(loadError(page)).toHaveText(MESSAGES.accessDeniedView);

  // A network failure (not a 404) while fetching a note that is not on the device.
  await page.route("**/api/notes/*", (route) => route.abort("failed"));
  await page.goto(`/note/${randomUUID()}`);
  await expect(loadError(page)).toHaveText(MESSAGES.loadFailedMoved);
  await page.unroute("**/api/notes/*");
});

test("signed out, a note link goes to sign-in and back", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const id = randomUUID();
  await page.goto(`/note/${id}`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(new RegExp(`/note/${id}$`));
  await expect(loadError(page)).toHaveText(MESSAGES.accessDeniedView);
});

const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: "<script>window.__xss=1</script>",
  js: "javascript:alert(1)",
};

test("script payloads in title, content, tags and subject stay text in editor, viewer and exports", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  page.on("dialog", (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
  await signedInPage(page, request);
  const content = `${XSS.img}\n${XSS.script}\n<a href="${XSS.js}">click me</a>\n${XSS.js}`;

  await page.goto("/note-editor/new");
  await page.getByLabel("Title").fill(XSS.img);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "New subject" }).click();
  await page.getByLabel("New subject").fill(XSS.script);
  await page.getByLabel("New subject").press("Enter");
  for (const tag of Object.values(XSS)) {
    await page.getByLabel("Tags", { exact: true }).fill(tag);
    await page.getByLabel("Tags", { exact: true }).press("Enter");
  }
  const editorTags = page.getByRole("list", { name: "Tags on this note" }).getByRole("listitem");
  await expect(editorTags).toHaveText(Object.values(XSS));
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveText(XSS.script);

  const checkExports = async () => {
    const txt = await exportText(page, "TXT");
    expect(txt.name).toBe("img_src_x_onerror_window_xss_1.txt");
    for (const payload of Object.values(XSS)) expect(txt.text).toContain(payload);
    const md = await exportText(page, "Markdown");
    expect(md.name).toBe("img_src_x_onerror_window_xss_1.md");
    // In Markdown every '<' is escaped, so no tag can open in a Markdown viewer.
    expect(md.text).not.toMatch(/(^|[^\\])</m);
    expect(md.text).toContain('\\<img src=x onerror="window.__xss=1">');
  };
  await checkExports();

  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page).toHaveURL(/\/notes$/);
  // The note reached the server with its payloads intact; its id comes from there.
  let id: string | undefined;
  await expect
    .poll(async () => {
      const { notes } = await (await page.request.get(`${BASE()}/api/notes?limit=500`)).json();
      id = (notes as Array<{ id: string; title: string }>).find((n) => n.title === XSS.img)?.id;
      return id;
    })
    .toBeTruthy();
  const { note: stored } = await (await page.request.get(`${BASE()}/api/notes/${id}`)).json();
  expect(stored.content).toBe(content);

  await page.goto(`/note/${id}`);
  await expect(page.getByTestId("note-title")).toHaveText(XSS.img);
  await expect(page.getByTestId("note-subject")).toHaveText(XSS.script);
  await expect(page.getByTestId("note-tags").getByRole("listitem")).toHaveText(Object.values(XSS));
  expect(await page.getByTestId("note-content").textContent()).toBe(content);
  const main = page.locator("main");
  await expect(main.locator("img")).toHaveCount(0);
  await expect(main.locator("script")).toHaveCount(0);
  await expect(main.locator('a[href^="javascript"]')).toHaveCount(0);
  await checkExports();

  await page.goto(`/note-editor/${id}`);
  await expect(page.getByLabel("Title")).toHaveValue(XSS.img);
  await expect(page.getByLabel("Content")).toHaveValue(content);

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
