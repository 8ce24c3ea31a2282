import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  type TestUser,
  test,
} from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import { totpCode } from "./totp.ts";

// Issue 4 items 5 and 6: the user menu, and Settings (profile, password, verification state, two-factor,
// sign out of all devices).

async function openSettingsFromMenu(page: Page, name: RegExp) {
  await page.getByRole("button", { name }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
}

async function signOutFromMenu(page: Page, name: RegExp) {
  await page.getByRole("button", { name }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("the user menu shows initials, name and e-mail, and closes on Escape and outside clicks", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { firstName: "Grace", lastName: "Hopper" });
  await signInThroughUi(page, user);
  const trigger = page.getByRole("button", { name: /Grace Hopper/ });
  await expect(trigger).toContainText("GH");
  await expect(trigger).toContainText(user.email);

  await trigger.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();

  await trigger.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.mouse.click(900, 300);
  await expect(page.getByRole("menu")).toBeHidden();
});

test("settings: profile names and password change", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await openSettingsFromMenu(page, /Ada Lovelace/);
  await expect(page.getByRole("region", { name: "Email address" })).toContainText("Verified");
  await expectNoSeriousA11yViolations(page);
  await captureScreens(page, "settings");

  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByLabel("First name").fill("");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("First name is required")).toBeVisible();
  await profile.getByLabel("First name").fill("Augusta");
  await profile.getByLabel("Last name").fill("King");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: /Augusta King/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("First name")).toHaveValue("Augusta");

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill("not-the-password");
  await password.getByLabel("New password", { exact: true }).fill("brand-new-1");
  await password.getByLabel("Confirm new password").fill("brand-new-1");
  await password.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Invalid password")).toBeVisible();
  await password.getByLabel("Current password").fill(user.password);
  await password.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated successfully!")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveValue("");

  await signOutFromMenu(page, /Augusta King/);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await signIn(page, user.email, "brand-new-1");
  await expect(page).toHaveURL(/\/home$/);
});

async function enrolTwoFactor(page: Page, user: TestUser): Promise<string> {
  const section = page.getByRole("region", { name: "Two-factor authentication" });
  await section.getByRole("button", { name: "Turn on two-factor" }).click();
  await section.getByLabel("Confirm with your password").fill("wrong-password");
  await section.getByRole("button", { name: "Continue" }).click();
  await expect(section.getByRole("alert")).toBeVisible();
  await section.getByLabel("Confirm with your password").fill(user.password);
  await section.getByRole("button", { name: "Continue" }).click();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(section.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).not.toHaveCount(0);
  const secret = (await section.locator("code").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  return secret;
}

test("settings: two-factor enrol, sign in with a code, turn off", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/settings");
  const secret = await enrolTwoFactor(page, user);
  await expectNoSeriousA11yViolations(page);
  await captureScreens(page, "settings-two-factor");

  const section = page.getByRole("region", { name: "Two-factor authentication" });
  await section.getByLabel("Code from the app").fill("000000");
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(section.getByRole("alert")).toBeVisible();
  await section.getByLabel("Code from the app").fill(totpCode(secret));
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(section).toContainText("On");

  await signOutFromMenu(page, /Ada Lovelace/);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await captureScreens(page, "login-two-factor");
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/settings");
  await section.getByRole("button", { name: "Turn off two-factor" }).click();
  await section.getByLabel("Confirm with your password").fill(user.password);
  await section.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Two-factor authentication is off.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Turn on two-factor" })).toBeVisible();
});

test("settings: sign out of all devices ends the other device's session too", async ({
  browser,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request);
  const laptopContext = await browser.newContext({ baseURL });
  const phoneContext = await browser.newContext({ baseURL });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  await signInThroughUi(laptop, user);
  await signInThroughUi(phone, user);

  await laptop.goto("/settings");
  await laptop.getByRole("button", { name: "Sign out of all devices" }).click();
  const dialog = laptop.getByRole("dialog", { name: "Sign out of all devices?" });
  await expect(dialog).toBeVisible();
  // The modal dialog hides the page behind it (aria-hidden, focus trapped), so axe looks at the dialog itself.
  const scan = await new AxeBuilder({ page: laptop }).include('[role="dialog"]').analyze();
  expect(scan.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(laptop.getByText("Signed out of all devices.")).toBeVisible();
  await expect(laptop).toHaveURL(/\/auth\/login$/);

  await phone.goto("/notes");
  await expect(phone).toHaveURL(/\/auth\/login\?redirect=%2Fnotes$/);
  await laptopContext.close();
  await phoneContext.close();
});
