import fs from "node:fs";
import path from "node:path";
import { type Page, test } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations } from "./fixtures.ts";

const SCREENS_DIR = path.resolve("test-results/screens");
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
] as const;
const THEMES = ["light", "dark"] as const;

/**
 * Looks at a screen as a user would: full-page screenshots at 360 and 1280 px in the light and the dark theme
 * (test-results/screens/NAME-WIDTH-THEME.png), with axe run in each theme so dark-mode contrast is checked too.
 * The app's theme follows the system by default, so emulating the colour scheme switches it.
 */
export async function captureScreens(page: Page, name: string) {
  // Four full-page shots and two axe scans take a while on a loaded 2-core machine: give them their own time.
  test.info().setTimeout(test.info().timeout + 45_000);
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    const html = page.locator("html");
    if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.screenshot({
        path: path.join(SCREENS_DIR, `${name}-${size.width}-${theme}.png`),
        fullPage: true,
      });
    }
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (original) await page.setViewportSize(original);
}
