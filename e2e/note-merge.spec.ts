import { createVerifiedUser, expect, test } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import {
  type Devices,
  expectSynced,
  phoneSaves,
  serverContent,
  twoDevicesWithNote,
} from "./support/two-devices.ts";

// Issue 13 Deliver 3: the editor is open on the laptop while the phone edits the same note. Edits of different
// paragraphs merge on their own; edits of the same paragraph make the editor ask ('This note changed on another
// device': theirs, mine or both), and the version that lost is listed under 'Earlier versions' and restores.

const ORIGINAL = "Alpha paragraph.\n\nBeta paragraph.\n\nGamma paragraph.";

/**
 * The laptop types at the end of line `line` (1-based) of the open editor, by keys, so only that paragraph is
 * touched whatever the draft holds; then it reconnects, which pulls the phone's change (spec 1 §9: a sync a few
 * seconds after going online) while the typed edit is still an unsaved draft.
 */
async function laptopTypesThenPulls(devices: Devices, line: number, text: string) {
  const content = devices.laptop.getByLabel("Content");
  await devices.laptopContext.setOffline(true);
  await content.focus();
  await devices.laptop.keyboard.press("Control+Home");
  for (let i = 1; i < line; i++) await devices.laptop.keyboard.press("ArrowDown");
  await devices.laptop.keyboard.press("End");
  await devices.laptop.keyboard.type(text);
  await devices.laptopContext.setOffline(false);
}

test("edits of different paragraphs on two devices are both kept", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const devices = await twoDevicesWithNote(browser, await createVerifiedUser(request), ORIGINAL);
  const { laptop, phone, id } = devices;
  try {
    await laptop.goto(`/note-editor/${id}`);
    await expect(laptop.getByLabel("Content")).toHaveValue(ORIGINAL);

    await phoneSaves(
      phone,
      id,
      ORIGINAL,
      "Alpha paragraph.\n\nBeta paragraph.\n\nGamma paragraph, edited on the phone.",
    );
    await laptopTypesThenPulls(devices, 1, " Edited on the laptop.");

    const both =
      "Alpha paragraph. Edited on the laptop.\n\nBeta paragraph.\n\nGamma paragraph, edited on the phone.";
    await expect(laptop.getByLabel("Content")).toHaveValue(both, { timeout: 30_000 });
    await expect(laptop.getByText("Changes from another device were merged into this note")).toBeVisible();
    await expect(laptop.getByTestId("note-conflict")).toHaveCount(0);

    await laptop.getByRole("button", { name: "Save Note" }).click();
    await expect(laptop).toHaveURL(/\/notes$/);
    await expectSynced(laptop);
    expect(await serverContent(laptop, id)).toBe(both);

    // The phone gets the merged note too.
    await phone.goto(`/note/${id}`);
    await phone.reload();
    await expect(phone.getByText("Alpha paragraph. Edited on the laptop.")).toBeVisible({ timeout: 30_000 });
    await expect(phone.getByText("Gamma paragraph, edited on the phone.")).toBeVisible();
  } finally {
    await devices.close();
  }
});

test("edits of the same paragraph ask theirs, mine or both, and 'Earlier versions' restores the loser", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const devices = await twoDevicesWithNote(browser, await createVerifiedUser(request), ORIGINAL);
  const { laptop, phone, id } = devices;
  try {
    await laptop.goto(`/note-editor/${id}`);
    await expect(laptop.getByLabel("Content")).toHaveValue(ORIGINAL);

    const phones = "Alpha paragraph.\n\nBeta paragraph, the phone's version.\n\nGamma paragraph.";
    await phoneSaves(phone, id, ORIGINAL, phones);
    await laptopTypesThenPulls(devices, 3, " The laptop's version.");
    const laptops = "Alpha paragraph.\n\nBeta paragraph. The laptop's version.\n\nGamma paragraph.";

    const conflict = laptop.getByTestId("note-conflict");
    await expect(conflict).toBeVisible({ timeout: 30_000 });
    await expect(
      conflict.getByRole("heading", { name: "This note changed on another device" }),
    ).toBeVisible();
    await expect(conflict).toContainText("Beta paragraph. The laptop's version.");
    await expect(conflict).toContainText("Beta paragraph, the phone's version.");
    // Nothing is saved over the phone's version until the student chose: the draft stays, Save waits.
    await expect(laptop.getByLabel("Content")).toHaveValue(laptops);
    await expect(laptop.getByRole("button", { name: "Save Note" })).toBeDisabled();
    await captureScreens(laptop, "note-conflict");
    expect(await serverContent(laptop, id)).toBe(phones);

    // Keep theirs: the phone's text; the laptop's is kept under 'Earlier versions'.
    await conflict.getByRole("button", { name: "Keep theirs" }).click();
    await expect(conflict).toHaveCount(0);
    await expect(laptop.getByLabel("Content")).toHaveValue(phones);
    const versions = laptop.getByRole("region", { name: "Earlier versions" });
    await expect(versions.getByTestId("earlier-version")).toHaveCount(1);
    await expect(versions.getByTestId("earlier-version").first()).toContainText("The laptop's version.");
    await captureScreens(laptop, "note-earlier-versions");

    // Restore: the laptop's text is the note again, and the phone's version is now an earlier one.
    await versions.getByRole("button", { name: /^Restore/ }).click();
    await expect(laptop.getByLabel("Content")).toHaveValue(laptops);
    await expect(versions.getByTestId("earlier-version")).toHaveCount(2);
    await expect(versions.getByTestId("earlier-version").first()).toContainText("the phone's version");
    await expectSynced(laptop);
    await expect.poll(() => serverContent(laptop, id), { timeout: 30_000 }).toBe(laptops);

    // The viewer lists the same versions under the note.
    await laptop.goto(`/note/${id}`);
    await expect(
      laptop.getByRole("region", { name: "Earlier versions" }).getByTestId("earlier-version"),
    ).toHaveCount(2);
  } finally {
    await devices.close();
  }
});

test("keep both puts my text, a marker line, then theirs where both changed the note", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const devices = await twoDevicesWithNote(browser, await createVerifiedUser(request), ORIGINAL);
  const { laptop, phone, id } = devices;
  try {
    await laptop.goto(`/note-editor/${id}`);
    await expect(laptop.getByLabel("Content")).toHaveValue(ORIGINAL);
    await phoneSaves(phone, id, ORIGINAL, "Alpha paragraph.\n\nBeta from the phone.\n\nGamma paragraph.");
    await laptopTypesThenPulls(devices, 3, " From the laptop.");

    const conflict = laptop.getByTestId("note-conflict");
    await expect(conflict).toBeVisible({ timeout: 30_000 });
    await conflict.getByRole("button", { name: "Keep both" }).click();
    const both =
      "Alpha paragraph.\n\nBeta paragraph. From the laptop.\n\n**Changed on another device:**\n\nBeta from the phone.\n\nGamma paragraph.";
    await expect(laptop.getByLabel("Content")).toHaveValue(both);
    await expectSynced(laptop);
    await expect.poll(() => serverContent(laptop, id), { timeout: 30_000 }).toBe(both);
  } finally {
    await devices.close();
  }
});

test("an edit auto-saved before the other device's change was heard of is merged too", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const devices = await twoDevicesWithNote(browser, await createVerifiedUser(request), ORIGINAL);
  const { laptop, phone, id } = devices;
  try {
    await laptop.goto(`/note-editor/${id}`);
    await expect(laptop.getByLabel("Content")).toHaveValue(ORIGINAL);
    await phoneSaves(
      phone,
      id,
      ORIGINAL,
      "Alpha paragraph.\n\nBeta paragraph.\n\nGamma paragraph, edited on the phone.",
    );

    // The laptop has not pulled: its auto-save builds on the original, so the server answers stale and the
    // device merges; the open editor then shows the merged note.
    const content = laptop.getByLabel("Content");
    await content.focus();
    await laptop.keyboard.press("Control+Home");
    await laptop.keyboard.press("End");
    await laptop.keyboard.type(" Auto-saved on the laptop.");
    const both =
      "Alpha paragraph. Auto-saved on the laptop.\n\nBeta paragraph.\n\nGamma paragraph, edited on the phone.";
    await expect(content).toHaveValue(both, { timeout: 45_000 });
    await expect(laptop.getByTestId("note-conflict")).toHaveCount(0);
    await expectSynced(laptop);
    await expect.poll(() => serverContent(laptop, id), { timeout: 30_000 }).toBe(both);
  } finally {
    await devices.close();
  }
});

test("two tabs editing one note: the open editor merges the other tab's save", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const devices = await twoDevicesWithNote(browser, await createVerifiedUser(request), ORIGINAL);
  const { laptop: first, laptopContext, id } = devices;
  try {
    const second = await laptopContext.newPage();
    await first.goto(`/note-editor/${id}`);
    await second.goto(`/note-editor/${id}`);
    await expect(first.getByLabel("Content")).toHaveValue(ORIGINAL);
    await expect(second.getByLabel("Content")).toHaveValue(ORIGINAL);

    // The second tab has an unsaved edit of the last paragraph when the first tab saves the first one.
    await second.getByLabel("Content").focus();
    await second.keyboard.press("Control+End");
    await second.keyboard.type(" Second tab.");
    await first
      .getByLabel("Content")
      .fill(ORIGINAL.replace("Alpha paragraph.", "Alpha paragraph. First tab."));
    await first.getByRole("button", { name: "Save Note" }).click();
    await expect(first).toHaveURL(/\/notes$/);

    const both = "Alpha paragraph. First tab.\n\nBeta paragraph.\n\nGamma paragraph. Second tab.";
    await expect(second.getByLabel("Content")).toHaveValue(both, { timeout: 30_000 });
    await second.getByRole("button", { name: "Save Note" }).click();
    await expect(second).toHaveURL(/\/notes$/);
    await expectSynced(second);
    await expect.poll(() => serverContent(second, id), { timeout: 30_000 }).toBe(both);
  } finally {
    await devices.close();
  }
});
