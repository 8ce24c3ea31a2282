import { expectNoSeriousA11yViolations, signInReadyForOffline } from "./fixtures.ts";
import {
  DOCUMENT_WORDS,
  expect,
  expectNewNote,
  fileInput,
  resultItems,
  cameraTest as test,
} from "./support/document-fixtures.ts";
import { startSecondServer } from "./support/second-server.ts";

// Issue 19 Acceptance, "the same with the network off after the first visit": every engine file comes from our
// own server and is cached on the document screens, so once they have been visited, upload and scan extract
// with the server gone. The server is stopped, not just the context set offline (FINDINGS §1: setOffline alone
// lets the service worker's update check through), so nothing can be fetched.

test("after one visit, upload and scan extract text with the server stopped", async ({
  browser,
  request,
  docs,
}) => {
  // Two OCR runs (the scanned page, the camera capture) with everything loaded from the cache.
  test.setTimeout(240_000);
  const server = await startSecondServer({});
  const context = await browser.newContext({ baseURL: server.url });
  await context.grantPermissions(["camera"], { origin: server.url });
  const shared = process.env.E2E_BASE_URL;
  let stopped = false;
  try {
    // The account is made on this server (createVerifiedUser signs up at E2E_BASE_URL).
    process.env.E2E_BASE_URL = server.url;
    const page = await context.newPage();
    await signInReadyForOffline(page, request);
    for (const path of ["/upload-document", "/scan-document"]) {
      await page.goto(path);
      await expect(page.locator("[data-engines]")).toHaveAttribute("data-engines", "ready", {
        timeout: 60_000,
      });
    }

    await server.close();
    stopped = true;
    // Nothing answers any more: whatever the page gets now comes from this browser's caches.
    await expect(page.request.get(`${server.url}/api/ready`)).rejects.toThrow();
    await context.setOffline(true);

    await page.goto("/upload-document");
    await expect(page.getByRole("heading", { name: "Upload Documents", level: 1 })).toBeVisible();
    await fileInput(page).setInputFiles([docs.pdf, docs.scannedPdf, docs.docx]);
    await expect(page.getByTestId("selected-file")).toHaveCount(3);
    await page.getByRole("button", { name: "Extract Text", exact: true }).click();
    await expect(resultItems(page)).toHaveCount(3, { timeout: 120_000 });
    const result = (name: string) => resultItems(page).filter({ hasText: name });
    for (const [name, words] of [
      ["biology.pdf", DOCUMENT_WORDS.pdf],
      ["scanned.pdf", DOCUMENT_WORDS.scannedPdf],
      ["organelles.docx", DOCUMENT_WORDS.docx],
    ] as const) {
      for (const word of words) await expect(result(name)).toContainText(new RegExp(word, "i"));
    }
    await expectNoSeriousA11yViolations(page);

    await page.goto("/scan-document");
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("button", { name: /^Capture/ }).click();
    await expect(page.getByTestId("captured-image")).toHaveCount(1);
    await page.getByRole("button", { name: "Extract Text from Images" }).click();
    await expect(resultItems(page)).toHaveCount(1, { timeout: 120_000 });
    for (const word of DOCUMENT_WORDS.camera)
      await expect(resultItems(page)).toContainText(new RegExp(word, "i"));
    await page.getByRole("button", { name: "Save as Note" }).click();
    await expectNewNote(page, DOCUMENT_WORDS.camera, ["document-scan", "camera", "ocr"]);
  } finally {
    process.env.E2E_BASE_URL = shared;
    await context.close();
    if (!stopped) await server.close();
  }
});
