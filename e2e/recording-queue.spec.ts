import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { createVerifiedUser, signInThroughUi } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import { expect, FAKE_ENGINE_KEY, fakeWords, storedAudio, test, timer } from "./support/recording-support.ts";

// Issue 23 §4: record first, transcribe when you can. With no speech model reachable the screen explains why,
// records all the same and saves the note with the audio waiting; with the (fake) engine there on the next
// visit, the queue writes the transcript into the note.

const UNAVAILABLE =
  "The speech model (about 80 MB) could not be downloaded. Connect to the internet once, or ask whoever runs this server to install it with npm run models:fetch.";
const PLACEHOLDER = /^Waiting for transcription\. The recording is kept on this device/;
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const queue = (page: Page) => page.getByTestId("transcription-queue");
const status = (page: Page) => page.getByTestId("model-status");

/**
 * A new student on /recording as if offline: nothing outside our server answers, so the model's files cannot be
 * downloaded and the model panel ends in its error.
 */
async function openWithoutModel(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
) {
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => route.abort("internetdisconnected"),
  );
  await signInThroughUi(page, await createVerifiedUser(request));
  await page.goto("/recording");
  await expect(status(page)).toHaveAttribute("data-state", "error", { timeout: 30_000 });
}

// The real engine's requests are routed here, the service worker's too.
test.use({ serviceWorkers: "block" });

test("no model: record, save as note (the audio waits); with the engine there, the queue fills the note", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await openWithoutModel(page, context, request, baseURL as string);
  await expect(status(page)).toContainText(UNAVAILABLE);
  await expect(page.getByText("Failed to fetch", { exact: true })).toHaveCount(0);
  // Live transcription still needs the model (spec 1 §4); recording does not.
  await expect(page.getByText("Model not ready. Please wait for it to load.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Live transcription" })).toBeDisabled();
  await expect(button(page, "Upload File")).toBeEnabled();

  await button(page, "Record").click();
  await expect(timer(page)).toHaveText("00:08", { timeout: 20_000 });
  await button(page, "Stop").click();
  await expect(queue(page)).toContainText("Waiting for transcription");
  await expect(queue(page).getByRole("listitem")).toHaveCount(1);
  await expect(queue(page).getByRole("listitem")).toContainText(/Recording · 00:0[89]/);
  await expect(queue(page).getByRole("listitem")).toContainText("In this transcript");
  await captureScreens(page, "recording-queue");

  await button(page, "Save as Note").click();
  await expect(page).toHaveURL(/\/note-editor\/new$/);
  await expect(page.getByLabel("Content")).toHaveValue(PLACEHOLDER);
  const title = `Offline lecture ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page).toHaveURL(/\/notes$/);

  // The next visit with the engine there (the fake one of e2e builds): the queue transcribes into the note.
  await page.evaluate((key) => localStorage.setItem(key, "fake"), FAKE_ENGINE_KEY);
  await page.goto("/recording");
  const [waiting] = await storedAudio(page);
  expect(waiting).toMatchObject({ finished: true, transcribed: false });
  expect(waiting?.noteId).toBeTruthy();
  await expect(status(page)).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await expect.poll(async () => (await storedAudio(page))[0]?.transcribed, { timeout: 30_000 }).toBe(true);
  await expect(page.getByText(`Transcribed into “${title}”`)).toBeVisible();
  await expect(queue(page)).toHaveCount(0);

  await page.goto(`/note/${waiting?.noteId}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const body = (await page.locator("main").textContent()) ?? "";
  expect(body).not.toMatch(/Waiting for transcription\. The recording/);
  const words = fakeWords(body);
  expect(words.length).toBeGreaterThan(3);
  // Times from the start of the recording (it starts the note's timeline): the first words are in its first seconds.
  expect(Number(words[0]?.slice(1, -1))).toBeLessThan(4);
});

test("no model: an upload waits too, kept on the device unless 'Keep audio on this device' is unticked", async ({
  page,
  context,
  request,
  baseURL,
  audio,
}) => {
  test.setTimeout(90_000);
  await openWithoutModel(page, context, request, baseURL as string);
  const keep = page.getByRole("checkbox", { name: "Keep audio on this device" });
  await expect(keep).toBeChecked();

  await page.getByTestId("audio-file-input").setInputFiles(audio.wav);
  await expect(queue(page).getByRole("listitem")).toHaveCount(1);
  await expect(queue(page).getByRole("listitem").first()).toContainText("lecture.wav");
  const kept = await storedAudio(page);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    fileName: "lecture.wav",
    finished: true,
    transcribed: false,
    noteId: null,
  });

  await keep.click();
  await expect(keep).not.toBeChecked();
  await page.getByTestId("audio-file-input").setInputFiles(audio.mp3);
  await expect(queue(page).getByRole("listitem")).toHaveCount(2);
  await expect(queue(page).getByRole("listitem").nth(1)).toContainText("lecture.mp3");
  expect(await storedAudio(page)).toHaveLength(1);
  await expect(page.getByTestId("recording-error")).toHaveCount(0);
});
