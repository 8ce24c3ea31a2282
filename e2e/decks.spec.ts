import { strToU8, unzipSync, zipSync } from "fflate";
import { createVerifiedUser, expect, signInReadyForOffline, signInThroughUi, test } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import {
  apkgQuery,
  chooseDeckFile,
  downloadFrom,
  loadSqlJs,
  makeAnkiPackage,
  openDeckMenu,
  openStudyWithDeck,
  openToolbarMenu,
  seedDeck,
  serverRecords,
} from "./support/decks.ts";

// Issue 22 Deliver 1, 2, 4: decks out (Anki .apkg, CSV, TSV, a printable sheet) from /study and the note viewer,
// and decks in (/import-cards: Anki, CSV/TSV with the column mapping, Quizlet text with its separators), with the
// preview, duplicates skipped, the review history, offline import synced later, bad files refused with their
// messages, and a round trip. The .apkg files are opened here with sql.js (Node) and checked against Anki's schema.

test.beforeAll(loadSqlJs);

test("export a deck as Anki, CSV, TSV and a printable sheet from /study and the note viewer", async ({
  page,
  request,
}) => {
  await signInThroughUi(page, await createVerifiedUser(request));
  const noteId = await seedDeck(page);
  await openStudyWithDeck(page);

  // Anki, from the deck card's menu: Anki's schema, the note type, the deck named after the note, fields and tags.
  const apkg = await downloadFrom(page, openDeckMenu(page), "Export cards as Anki (.apkg)");
  expect(apkg.name).toBe("Cell_biology.apkg");
  expect(Object.keys(unzipSync(apkg.bytes)).sort()).toEqual(["collection.anki2", "media"]);
  const tables = apkgQuery(apkg.bytes, "SELECT name FROM sqlite_master WHERE type = 'table'").flat();
  expect(tables).toEqual(expect.arrayContaining(["col", "notes", "cards", "revlog"]));
  const [[models, decks]] = apkgQuery(apkg.bytes, "SELECT models, decks FROM col") as [[string, string]];
  const model = Object.values(JSON.parse(models))[0] as { name: string; flds: { name: string }[] };
  expect([model.name, model.flds.map((f) => f.name)]).toEqual(["Lectern Basic", ["Front", "Back", "Source"]]);
  expect(Object.values(JSON.parse(decks)).map((d) => (d as { name: string }).name)).toContain("Cell biology");
  const notes = apkgQuery(apkg.bytes, "SELECT flds, tags FROM notes ORDER BY flds");
  expect(notes).toEqual([
    ["What does a ribosome make?\u001fProteins, &quot;in short&quot;\u001f", " biology cell_parts "],
    ["What is ATP?\u001fThe cell's energy currency\u001fATP powers the cell.", " biology cell_parts "],
  ]);
  expect(apkgQuery(apkg.bytes, "SELECT count(*) FROM cards")).toEqual([[2]]);

  // CSV of all cards, from the toolbar: BOM, header, RFC 4180 quoting.
  const csv = await downloadFrom(page, openToolbarMenu(page), "Export cards as CSV");
  expect(csv.name).toBe("All_flashcards.csv");
  const csvText = csv.bytes.toString("utf8");
  expect(csvText.startsWith("\uFEFFfront,back,tags,source\r\n")).toBe(true);
  expect(csvText).toContain('What does a ribosome make?,"Proteins, ""in short""",biology cell_parts,\r\n');
  expect(csvText).toContain(
    "What is ATP?,The cell's energy currency,biology cell_parts,ATP powers the cell.\r\n",
  );

  // TSV and the printable sheet from the note viewer's Export menu.
  await page.goto(`/note/${noteId}`);
  const openNoteMenu = () => page.getByRole("button", { name: "Export", exact: true }).click();
  const tsv = await downloadFrom(page, openNoteMenu, "Export cards as TSV");
  expect(tsv.name).toBe("Cell_biology.tsv");
  expect(tsv.bytes.toString("utf8").split("\r\n")[0]).toBe("front\tback\ttags\tsource");
  expect(tsv.bytes.toString("utf8")).toContain(
    "What is ATP?\tThe cell's energy currency\tbiology cell_parts\tATP powers the cell.",
  );

  await openNoteMenu();
  await page.getByRole("menuitem", { name: "Print cards" }).click();
  const sheet = page.frameLocator("#lectern-print-sheet");
  // The frame is the print-only view: never on screen, its document is what the print dialog shows.
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText("Cell biology — flashcards");
  await expect(sheet.locator("article.card")).toHaveCount(2);
  await expect(sheet.locator("article.card", { hasText: "What is ATP?" })).toContainText(
    "The cell's energy currency",
  );
  // Two columns and dashed cut lines, from the sheet's own print stylesheet.
  const layout = await sheet.locator("main.sheet").evaluate((el) => ({
    columns: getComputedStyle(el).gridTemplateColumns.split(" ").length,
    border: getComputedStyle(el.querySelector("article") as Element).borderTopStyle,
  }));
  expect(layout).toEqual({ columns: 2, border: "dashed" });
});

test("import CSV with the column mapping, TSV and Quizlet text, with the preview and duplicates skipped", async ({
  page,
  request,
}) => {
  await signInThroughUi(page, await createVerifiedUser(request));
  await seedDeck(page);
  await openStudyWithDeck(page);
  await page.getByRole("link", { name: "Import cards" }).click();
  await expect(page).toHaveURL(/\/import-cards$/);

  // CSV with a header, quoted newlines and a duplicate of the existing deck's card and of its own.
  const csv =
    'Tags,Question,Answer\r\nbio,What is ATP?,dup of the deck\r\nbio cell,"Mitochondria","The ""powerhouse""\nof the cell"\r\n,mitochondria ,dup in file\r\n,Ribosome,Makes proteins 🧬\r\n';
  await chooseDeckFile(page, "cells.csv", csv);
  await expect(page.getByTestId("import-format")).toContainText("Format: CSV");
  await expect(page.getByLabel("The first row holds column names")).toBeChecked();
  await expect(page.getByTestId("column-role-0")).toHaveValue("tags");
  await expect(page.getByTestId("column-role-1")).toHaveValue("front");
  await expect(page.getByTestId("import-count")).toHaveText("3 cards to import");
  await expect(page.getByTestId("import-skipped")).toContainText("1 duplicate skipped");
  // Into the existing deck, the deck's own card is a duplicate too.
  await page.getByRole("radio", { name: "An existing deck" }).check();
  await page.getByLabel("Choose a deck").selectOption({ label: "Cell biology" });
  await expect(page.getByTestId("import-count")).toHaveText("2 cards to import");
  await expect(page.getByTestId("import-skipped")).toContainText("2 duplicates skipped");
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByRole("row")).toHaveCount(3);
  await expect(preview).toContainText('The "powerhouse"');
  await page.getByTestId("import-submit").click();
  await expect(page.getByTestId("import-done")).toContainText("Imported 2 cards into Cell biology.");

  // TSV without a header: Lectern's order, front then back.
  await page.getByRole("button", { name: "Choose another file" }).click();
  await chooseDeckFile(page, "words.tsv", "gato\tcat\tanimals\nperro\tdog\tanimals\n");
  await expect(page.getByLabel("The first row holds column names")).not.toBeChecked();
  await expect(page.getByTestId("import-count")).toHaveText("2 cards to import");
  await page.getByLabel("Deck name").fill("Spanish animals");
  await page.getByTestId("import-submit").click();
  await expect(page.getByTestId("import-done")).toContainText("Imported 2 cards into Spanish animals.");

  // Quizlet text with custom separators.
  await page.getByRole("button", { name: "Choose another file" }).click();
  await chooseDeckFile(page, "quizlet.txt", "Paris - capital of France;;Rome - capital of Italy;;");
  await expect(page.getByTestId("import-format")).toContainText("Format: Quizlet text");
  await page.getByRole("radio", { name: "Custom" }).first().check();
  await page.getByTestId("term-separator-custom").fill(" - ");
  await page.getByRole("radio", { name: "Custom" }).nth(1).check();
  await page.getByTestId("card-separator-custom").fill(";;");
  await expect(page.getByTestId("import-count")).toHaveText("2 cards to import");
  await expect(page.getByTestId("import-preview")).toContainText("capital of France");
  await page.getByRole("radio", { name: "Uncategorized" }).check();
  await page.getByTestId("import-submit").click();
  await expect(page.getByTestId("import-done")).toContainText(
    "Imported 2 cards into Uncategorized Flashcards.",
  );

  // Everything reached the server.
  await expect
    .poll(async () => (await serverRecords(page, "flashcards")).map((c) => c.front).sort())
    .toEqual(
      [
        "Mitochondria",
        "Paris",
        "Ribosome",
        "Rome",
        "What does a ribosome make?",
        "What is ATP?",
        "gato",
        "perro",
      ].sort(),
    );
});

test("an Anki package imports offline with its review history and syncs when back online", async ({
  page,
  request,
}) => {
  await signInReadyForOffline(page, request);
  await page.goto("/import-cards");
  // The deck engine's WebAssembly is fetched while online, so the service worker has it for later.
  await expect(page.getByTestId("deck-file-input")).toBeVisible();
  await page.waitForFunction(async () => {
    const names = await caches.keys();
    for (const name of names) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => /sql-wasm-browser-[^/]+\.wasm$/.test(request.url))) return true;
    }
    return false;
  });
  await page.context().setOffline(true);
  await chooseDeckFile(page, "spanish.apkg", makeAnkiPackage());
  await expect(page.getByTestId("import-format")).toContainText("Format: Anki package");
  await expect(page.getByTestId("import-count")).toHaveText("2 cards to import");
  await expect(page.getByTestId("import-skipped")).toContainText("1 media file ignored");
  await expect(page.getByTestId("import-preview")).toContainText("to speak\n(regular)");
  await expect(page.getByLabel("Deck name")).toHaveValue("Spanish verbs");
  await page.getByLabel("Keep my review history").check();
  await page.getByTestId("import-submit").click();
  const done = page.getByTestId("import-done");
  await expect(done).toContainText("Imported 2 cards into Spanish verbs.");
  await expect(done).toContainText("will sync when you are back online");
  expect(await serverRecords(page, "flashcards").catch(() => [])).toEqual([]);

  await page.context().setOffline(false);
  await expect
    .poll(async () => (await serverRecords(page, "flashcards")).map((c) => [c.front, c.back]).sort(), {
      timeout: 30_000,
    })
    .toEqual([
      ["comer", "to eat & dine"],
      ["hablar", "to speak\n(regular)"],
    ]);
  const reviews = await serverRecords(page, "flashcard_reviews");
  expect(reviews.map((r) => [r.quality, r.correct]).sort()).toEqual([
    [1, false],
    [4, true],
  ]);
  const notes = await serverRecords(page, "notes");
  expect(notes.map((n) => [n.title, n.tags])).toEqual([["Spanish verbs", ["verbs"]]]);
});

test("a deck exported as .apkg imports back with the same fronts, backs, tags and sources", async ({
  page,
  request,
}) => {
  await signInThroughUi(page, await createVerifiedUser(request));
  await seedDeck(page);
  await openStudyWithDeck(page);
  const apkg = await downloadFrom(page, openDeckMenu(page), "Export cards as Anki (.apkg)");
  const original = await downloadFrom(page, openToolbarMenu(page), "Export cards as CSV");

  await page.goto("/import-cards");
  await chooseDeckFile(page, apkg.name, apkg.bytes);
  await expect(page.getByTestId("import-count")).toHaveText("2 cards to import");
  await expect(page.getByLabel("Deck name")).toHaveValue("Cell biology");
  await page.getByLabel("Deck name").fill("Cell biology again");
  await page.getByTestId("import-submit").click();
  await expect(page.getByTestId("import-done")).toContainText("Imported 2 cards into Cell biology again.");

  await page.goto("/study");
  await expect(page.getByTestId("deck-card")).toHaveCount(2);
  const again = await downloadFrom(
    page,
    () => page.getByRole("button", { name: "Export Cell biology again" }).click(),
    "Export cards as CSV",
  );
  const rows = (text: string) =>
    text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean)
      .sort();
  // Tags went through Anki's one-word form both times (cell parts → cell_parts), so they compare as exported.
  expect(rows(again.bytes.toString("utf8"))).toEqual(rows(original.bytes.toString("utf8")));
});

test("bad files are refused with their messages and nothing is written", async ({ page, request }) => {
  await signInThroughUi(page, await createVerifiedUser(request));
  await page.goto("/import-cards");
  const error = page.getByTestId("import-error");

  await chooseDeckFile(
    page,
    "broken.apkg",
    Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(64, 7)]),
  );
  await expect(error).toHaveText(
    "This file is not a valid Anki package: it is damaged or is not a zip file.",
  );

  await chooseDeckFile(page, "other.zip", Buffer.from(zipSync({ "readme.txt": strToU8("hello") })));
  await expect(error).toHaveText("This zip file is not an Anki package: it holds no Anki collection.");

  await chooseDeckFile(page, "bad.csv", 'front,back\r\nok,fine\r\n"never closed,oops\r\nmore,rows\r\n');
  await expect(error).toHaveText(
    "The file has a broken quote on line 3: a quoted field is never closed. Fix the file and import it again. Nothing was imported.",
  );

  await chooseDeckFile(page, "photo.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  await expect(error).toContainText("This file is not a deck Lectern can read.");

  await chooseDeckFile(page, "nofront.csv", "front,back\nq,a\n");
  await page.getByTestId("column-role-0").selectOption("ignore");
  await expect(error).toHaveText("Choose the column that holds the front of the cards.");
  await expect(page.getByTestId("import-submit")).toBeDisabled();

  await page.goto("/study");
  await expect(page.getByText("No flashcard decks yet.", { exact: false })).toBeVisible();
  expect(await serverRecords(page, "flashcards")).toEqual([]);
});

test("the import screen looks right and passes axe, light and dark, at 360 and 1280 px", async ({
  page,
  request,
}) => {
  await signInThroughUi(page, await createVerifiedUser(request));
  await seedDeck(page);
  await openStudyWithDeck(page);
  await captureScreens(page, "decks-study-toolbar");
  await page.goto("/import-cards");
  await expect(page.getByRole("heading", { name: "Import cards", level: 1 })).toBeVisible();
  await captureScreens(page, "decks-import-file");
  await chooseDeckFile(
    page,
    "cells.csv",
    "front,back,tags\nWhat is DNA?,Genetic material,bio\nWhat is RNA?,A messenger,bio\n",
  );
  await expect(page.getByTestId("import-count")).toHaveText("2 cards to import");
  await captureScreens(page, "decks-import-preview");
  await page.getByTestId("import-submit").click();
  await expect(page.getByTestId("import-done")).toBeVisible();
  await captureScreens(page, "decks-import-done");
});
