import { randomUUID } from "node:crypto";
import { createVerifiedUser, expect, signInThroughUi, test, waitForOfflineReady } from "./fixtures.ts";
import { noteIdByTitle } from "./notes-support.ts";

// Issue 5: two devices edit the same note; the merge rule of spec 1 §4 decides. The laptop edits offline first,
// the phone edits online later; when the laptop comes back its older change is answered "stale", and both devices
// end on the phone's newer version (the laptop's is kept as a previous version, never silently mixed in).
test("two devices editing one note follow the merge rule", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const user = await createVerifiedUser(request);
  const baseURL = process.env.E2E_BASE_URL as string;
  const laptopContext = await browser.newContext({ baseURL });
  const phoneContext = await browser.newContext({ baseURL });
  try {
    const laptop = await laptopContext.newPage();
    const phone = await phoneContext.newPage();
    await signInThroughUi(laptop, user);
    await signInThroughUi(phone, user);
    await waitForOfflineReady(laptop);

    const title = `Shared note ${randomUUID().slice(0, 8)}`;
    await laptop.goto("/note-editor/new");
    await laptop.getByLabel("Title").fill(title);
    await laptop.getByLabel("Content").fill("First version.");
    await laptop.getByRole("button", { name: "Save Note" }).click();
    await expect(laptop).toHaveURL(/\/notes$/);
    await expect(laptop.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
      timeout: 30_000,
    });
    const id = await noteIdByTitle(laptop, title);

    // The laptop edits while offline: saved locally, pending.
    await laptopContext.setOffline(true);
    await laptop.goto(`/note-editor/${id}`);
    await laptop.getByLabel("Content").fill("Laptop edit, made offline first.");
    await laptop.getByRole("button", { name: "Save Note" }).click();
    await expect(laptop).toHaveURL(/\/notes$/);
    await expect(laptop.getByTestId("sync-indicator").first()).toContainText("1 pending");

    // The phone edits the same note later, online: the server now holds the newer version.
    await phone.goto(`/note-editor/${id}`);
    await phone.reload();
    await expect(phone.getByLabel("Content")).toHaveValue("First version.");
    await phone.getByLabel("Content").fill("Phone edit, made later.");
    await phone.getByRole("button", { name: "Save Note" }).click();
    await expect(phone).toHaveURL(/\/notes$/);
    await expect(phone.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
      timeout: 30_000,
    });

    // Back online, the laptop's older change loses: it takes the server's newer note.
    await laptopContext.setOffline(false);
    await expect(laptop.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
      timeout: 30_000,
    });
    await laptop.goto(`/note/${id}`);
    await expect(laptop.getByText("Phone edit, made later.")).toBeVisible();
    await phone.goto(`/note/${id}`);
    await phone.reload();
    await expect(phone.getByText("Phone edit, made later.")).toBeVisible();
    await expect(phone.getByText("Laptop edit, made offline first.")).toHaveCount(0);
  } finally {
    await laptopContext.close();
    await phoneContext.close();
  }
});
