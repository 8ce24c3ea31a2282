import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  test,
  waitForOfflineReady,
} from "./fixtures.ts";
import { seedNotes } from "./notes-support.ts";
import { captureScreens } from "./screens.ts";
import { totpCode } from "./totp.ts";

// Issue 18 §6, a student's own data: 'Download my data' gives a zip with the notes in it (and over its limit says
// why); 'Delete my account' removes everything and signs this device out to the landing page; another device of
// the account, holding changes it never synced, is signed out and cleared at its next contact with the server.

const userDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? "").filter((n) => n.startsWith("lectern-user-")),
  );

test("download my data, delete the account; the other device is cleared at its next contact", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const user = await createVerifiedUser(request);
  const laptopContext = await browser.newContext({ baseURL });
  const phoneContext = await browser.newContext({ baseURL });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  await signInThroughUi(laptop, user);
  await signInThroughUi(phone, user);
  const tag = randomUUID().slice(0, 8);
  await seedNotes(laptop, [
    { title: `Photosynthesis ${tag}`, content: "Chlorophyll absorbs red and blue light." },
  ]);

  // Download my data: the server's zip, with the note as Markdown.
  await laptop.goto("/settings");
  const section = laptop.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();
  await expectNoSeriousA11yViolations(laptop);
  await section.scrollIntoViewIfNeeded();
  await captureScreens(laptop, "settings-your-data");
  const [download] = await Promise.all([
    laptop.waitForEvent("download"),
    section.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lectern-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(["README.txt", "flashcards.csv", "profile.json"]),
  );
  const note = files[`notes/Photosynthesis ${tag}.md`];
  expect(note && strFromU8(note)).toContain("Chlorophyll absorbs red and blue light.");

  // Over the export limit (ACCOUNT_EXPORT_RATE_LIMIT_MAX, 5 by default; the click above was one) the section says
  // why and when to try again, instead of a failed browser download.
  for (let i = 1; i < 5; i++) expect((await laptop.request.get("/api/account/export")).status()).toBe(200);
  await section.getByRole("button", { name: "Download my data" }).click();
  await expect(section.getByRole("alert")).toHaveText(
    /^You have downloaded your data several times just now\. Please try again in \d+ minutes?\.$/,
  );
  await expect(section.getByRole("button", { name: "Download my data" })).toBeEnabled();

  // The phone writes a note with no network: it is only on the phone.
  await waitForOfflineReady(phone);
  await phoneContext.setOffline(true);
  await phone.goto("/note-editor/new");
  await phone.getByLabel("Title").fill(`Written on the bus ${tag}`);
  await phone.getByLabel("Content").fill("Never synced.");
  await phone.getByRole("button", { name: "Save Note" }).click();
  await expect(phone).toHaveURL(/\/notes$/);
  await expect(phone.getByTestId("sync-indicator").first()).toContainText("1 pending");
  expect(await userDatabases(phone)).toHaveLength(1);

  // Delete my account: a wrong password deletes nothing; the right one deletes everything.
  await section.getByRole("button", { name: "Delete my account" }).click();
  const dialog = laptop.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("Your notes, flashcards and reviews");
  await dialog.getByLabel("Your password").fill("not-the-password");
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await captureScreens(laptop, "settings-delete-account");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That password is not right. Nothing was deleted.");
  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(laptop.getByText("Your account has been deleted.")).toBeVisible();
  await expect(laptop).toHaveURL(/\/$/);
  await expect(laptop.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
  await expect.poll(() => userDatabases(laptop)).toEqual([]);

  // The phone comes back online: its next request is refused, and finding the account gone it clears its store
  // (the unsynced note with it) and signs out.
  await phoneContext.setOffline(false);
  await expect(phone).toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await expect.poll(() => userDatabases(phone), { timeout: 15_000 }).toEqual([]);
  // ...and says why: the account is gone, not a session that expired.
  await expect(
    phone.getByText("This account no longer exists. Its data has been cleared from this device."),
  ).toBeVisible();
  await expect(phone.getByText("Your session has expired. Please sign in again.")).toHaveCount(0);

  // The account is gone: its password signs nobody in.
  await laptop.goto("/auth/login");
  await laptop.getByLabel("Email").fill(user.email);
  await laptop.getByLabel("Password", { exact: true }).fill(user.password);
  await laptop.getByRole("button", { name: /^sign in$/i }).click();
  await expect(laptop.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await laptopContext.close();
  await phoneContext.close();
});

test("an expired session keeps the device's unsynced work: only a deleted account is cleared", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.goto("/note-editor/new");
  await page.getByLabel("Title").fill("Kept through an expiry");
  await page.getByLabel("Content").fill("Waiting for the next sign-in.");
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByTestId("sync-indicator").first()).toContainText("1 pending");
  // The session ends (as an expiry would), not the account.
  await context.clearCookies();
  const asked = page.waitForResponse((res) => res.url().includes("/api/account/exists"));
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  // The device asked and was told the account exists: its store, and the unsynced note, stay.
  expect(await (await asked).json()).toEqual({ exists: true });
  expect(await userDatabases(page)).toHaveLength(1);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
});

test("with two-factor on, the account is deleted with a current code, not the password", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  // Two-factor on through the API the Settings section uses (its own flow is settings.spec.ts's).
  const headers = { origin: baseURL ?? "" };
  const enable = await page.request.post("/api/auth/two-factor/enable", {
    headers,
    data: { password: user.password },
  });
  const secret =
    new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get("secret") ?? "";
  const verify = await page.request.post("/api/auth/two-factor/verify-totp", {
    headers,
    data: { code: totpCode(secret) },
  });
  expect(verify.status()).toBe(200);

  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Two-factor authentication" })).toContainText("On");
  await page
    .getByRole("region", { name: "Your data" })
    .getByRole("button", { name: "Delete my account" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Your password")).toHaveCount(0);
  await dialog.getByLabel("Code from your authenticator app").fill("000000");
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That code is not valid. Nothing was deleted.");
  await dialog.getByLabel("Code from your authenticator app").fill(totpCode(secret));
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => userDatabases(page)).toEqual([]);
});
