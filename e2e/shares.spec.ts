import { randomUUID } from "node:crypto";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  test,
} from "./fixtures.ts";
import { ago, pushAs, seedNotes } from "./notes-support.ts";

// Share with a classmate (issue 22 §3): the owner makes a read-only link in the note viewer; anyone opens it
// signed out (note and cards, never indexed); revoking stops it at once; another student adds it to their notes.

const CARDS = [
  { front: "What holds the DNA?", back: "The nucleus", source: "The nucleus holds the DNA." },
  { front: "Powerhouse of the cell?", back: "Mitochondria", source: null },
];

test("share a note, open it signed out, add it to a second account, revoke it", async ({
  page,
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request);
  await signInThroughUi(page, owner);
  const [note] = await seedNotes(page, [
    {
      title: "Cell biology",
      content: "# Cells\n\nThe **nucleus** holds the DNA.\n\n<script>window.hacked = 1</script>",
      tags: ["biology"],
      subject: "Biology",
    },
  ]);
  const noteId = (note as { id: string }).id;
  const pushed = await pushAs(
    page,
    // one minute apart: a share lists cards by when they were made
    CARDS.map((card, i) => ({
      type: "flashcards",
      data: {
        id: randomUUID(),
        note_id: noteId,
        ...card,
        difficulty: "easy",
        category: "biology",
        created_at: ago(CARDS.length - i),
      },
    })),
  );
  expect(pushed.map((r) => r.status)).toEqual(["applied", "applied"]);

  // The owner makes a link in the viewer's dialog.
  await page.goto(`/note/${noteId}`);
  await expect(page.getByRole("heading", { name: "Cell biology", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Link for classmates" }).click();
  const dialog = page.getByRole("dialog", { name: "Share with a classmate" });
  await expect(dialog.getByText("No active share links.")).toBeVisible();
  await dialog.getByLabel("In 7 days").check();
  await dialog.getByRole("button", { name: "Create a share link" }).click();
  const link = dialog.getByLabel(/Your new link/);
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const sharePath = new URL(await link.inputValue()).pathname;
  await expect(dialog.getByTestId("share-links").getByRole("listitem")).toHaveCount(1);
  await expect(dialog.getByTestId("share-links")).toContainText("expires");
  await expectNoSeriousA11yViolations(page);

  // Anyone with the link, signed out: the note rendered safely and its cards, never indexed.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const response = await reader.goto(sharePath);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(reader.getByRole("heading", { name: "Cell biology", level: 1 })).toBeVisible();
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const content = reader.getByTestId("shared-note-content");
  await expect(content.getByRole("heading", { name: "Cells" })).toBeVisible();
  await expect(content.locator("strong")).toHaveText("nucleus");
  expect(await reader.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(reader.getByTestId("shared-card-front")).toHaveText(CARDS.map((c) => c.front));
  const first = reader.getByTestId("shared-card").first();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(first.getByTestId("shared-card-back")).toHaveText("The nucleus");
  await expectNoSeriousA11yViolations(reader);

  // A second student, signed out at first: sign in, come back, 'Add to my notes'.
  const classmate = await createVerifiedUser(request);
  await reader.getByRole("button", { name: "Sign in to add to my notes" }).click();
  await expect(reader).toHaveURL(/\/auth\/login/);
  await reader.getByLabel("Email").fill(classmate.email);
  await reader.getByLabel("Password", { exact: true }).fill(classmate.password);
  await reader.getByRole("button", { name: /^sign in$/i }).click();
  await expect(reader).toHaveURL(new RegExp(`${sharePath}$`));
  await reader.getByRole("button", { name: "Add to my notes" }).click();
  await expect(reader).toHaveURL(/\/note\/[0-9a-f-]{36}$/);
  const copyId = reader.url().split("/").pop();
  expect(copyId).not.toBe(noteId);
  await expect(reader.getByRole("heading", { name: "Cell biology", level: 1 })).toBeVisible();
  await reader.goto("/notes");
  await expect(reader.getByRole("list", { name: "Your notes" })).toContainText("Cell biology");

  // The owner revokes: the link is not available any more, at once.
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(dialog.getByText("No active share links.")).toBeVisible();
  const late = await browser.newContext();
  const latePage = await late.newPage();
  await latePage.goto(sharePath);
  await expect(latePage.getByRole("heading", { name: "This link is not available" })).toBeVisible();
  await expectNoSeriousA11yViolations(latePage);
  await visitor.close();
  await late.close();
});
