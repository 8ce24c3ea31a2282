import type { Page } from "@playwright/test";
import { createVerifiedUser, expectNoSeriousA11yViolations, signInThroughUi } from "./fixtures.ts";
import {
  DOCUMENT_WORDS,
  documentError,
  expect,
  expectNewNote,
  resultItems,
  seedExtractions,
  cameraTest as test,
} from "./support/document-fixtures.ts";

// Issue 19 Acceptance, Scan Document (spec 2 §2, §4, §8): Chromium's fake camera shows a printed page turned 4°
// on a desk (made in the set-up); the capture is deskewed and OCR'd by tesseract.js in the browser.

type CameraTestArgs = Parameters<Parameters<typeof test>[2]>[0];

/** A new signed-in student in a context allowed the fake camera; the context is closed after `work`. */
async function withCameraStudent(
  browser: CameraTestArgs["browser"],
  baseURL: string | undefined,
  request: CameraTestArgs["request"],
  work: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(["camera"], { origin: baseURL });
  const page = await context.newPage();
  try {
    await signInThroughUi(page, await createVerifiedUser(request));
    await work(page);
  } finally {
    await context.close();
  }
}

test("start the camera, capture 2, remove 1, extract the page's words, and save them as a note", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  await withCameraStudent(browser, baseURL, request, async (page) => {
    await page.goto("/scan-document");
    await expect(page.getByRole("button", { name: "Upload Images" })).toBeVisible();
    await page.getByRole("button", { name: "Start Camera" }).click();

    const capture = page.getByRole("button", { name: /^Capture/ });
    await expect(capture).toContainText("5 left");
    // One fake camera: no Switch button (spec 2 §2: only with more than one camera).
    await expect(page.getByRole("button", { name: /^Switch to/ })).toHaveCount(0);
    await capture.click();
    await expect(page.getByTestId("captured-image")).toHaveCount(1);
    await capture.click();
    await expect(page.getByTestId("captured-image")).toHaveCount(2);
    await expect(capture).toContainText("3 left");
    await expect(page.getByRole("img", { name: "Image 2" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Remove image 1" }).click();
    await expect(page.getByTestId("captured-image")).toHaveCount(1);
    await expect(capture).toContainText("4 left");

    await page.getByRole("button", { name: "Extract Text from Images" }).click();
    await expect(resultItems(page)).toHaveCount(1, { timeout: 120_000 });
    await expect(resultItems(page)).toContainText("Image 1");
    await expect(resultItems(page)).toContainText(/tesseract/);
    for (const word of DOCUMENT_WORDS.camera)
      await expect(resultItems(page)).toContainText(new RegExp(word, "i"));
    // The extracted image was counted: 4 left, and it no longer waits for a document of its own.
    await expect(page.getByTestId("remaining-banner")).toHaveText(
      "You have 4 document(s) remaining in your lifetime limit...",
    );
    await expect(capture).toContainText("4 left");
    await page.getByRole("button", { name: "Stop Camera" }).click();
    await expect(page.getByRole("button", { name: "Start Camera" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Save as Note" }).click();
    await expectNewNote(page, DOCUMENT_WORDS.camera, ["document-scan", "camera", "ocr"]);
  });
});

test("Clear All frees the captures; Back to options stops the camera; Upload Images goes to the upload screen", async ({
  browser,
  baseURL,
  request,
}) => {
  await withCameraStudent(browser, baseURL, request, async (page) => {
    await page.goto("/scan-document");
    await page.getByRole("button", { name: "Start Camera" }).click();
    await expect(page.getByRole("button", { name: /^Capture/ })).toBeVisible();
    const liveTracks = () =>
      page.evaluate(() => {
        const video = document.querySelector("video");
        const stream = video?.srcObject as MediaStream | null | undefined;
        return stream?.getTracks().filter((track) => track.readyState === "live").length ?? 0;
      });
    expect(await liveTracks()).toBe(1);

    // Clear All drops the thumbnails and frees their object URLs.
    await page.getByRole("button", { name: /^Capture/ }).click();
    const thumbnail = page.getByRole("img", { name: "Image 1" });
    const src = (await thumbnail.getAttribute("src")) as string;
    expect(src).toMatch(/^blob:/);
    // Loaded as an image (the page's CSP lets images, not fetch, read blob: URLs).
    const readable = (url: string) =>
      page.evaluate(
        (u) =>
          new Promise<boolean>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(true);
            img.onerror = () => resolve(false);
            img.src = u;
          }),
        url,
      );
    expect(await readable(src)).toBe(true);
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByTestId("captured-image")).toHaveCount(0);
    expect(await readable(src)).toBe(false);

    await page.getByRole("button", { name: "Back to options" }).click();
    await expect(page.getByRole("button", { name: "Start Camera" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload Images" })).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);

    await page.getByRole("button", { name: "Upload Images" }).click();
    await expect(page).toHaveURL(/\/upload-document$/);
  });
});

test("with no documents left, Capture says the lifetime limit is reached", async ({
  browser,
  baseURL,
  request,
}) => {
  await withCameraStudent(browser, baseURL, request, async (page) => {
    await seedExtractions(page, 5);
    await page.goto("/scan-document");
    await expect(page.getByTestId("remaining-banner")).toHaveText(
      "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
    );
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("button", { name: /^Capture/ }).click();
    await expect(documentError(page)).toContainText(
      "You have reached your lifetime document limit. Please upgrade to continue.",
    );
    await expect(page.getByTestId("captured-image")).toHaveCount(0);
  });
});

test("camera permission refused: the spec's message with Reload and try again", async ({
  browser,
  baseURL,
  request,
}) => {
  // No grantPermissions: headless Chromium refuses the camera (NotAllowedError), as a student who said no.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await signInThroughUi(page, await createVerifiedUser(request));
    await page.goto("/scan-document");
    await page.getByRole("button", { name: "Start Camera" }).click();
    await expect(documentError(page)).toContainText(
      "Camera access denied. Please enable camera permissions in your browser settings.",
    );
    await expect(page.getByRole("button", { name: "Reload and try again" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
  }
});
