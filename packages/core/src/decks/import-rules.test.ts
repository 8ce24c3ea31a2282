import { describe, expect, it } from "vitest";
import {
  ankiCollectionJson,
  ankiEaseToQuality,
  ankiNoteColumns,
  countAnkiMedia,
  pickAnkiCollection,
  qualityToAnkiEase,
} from "./anki.ts";
import { ankiTag, deckFileCardProblem, splitDeckTags, tidyDeckFileCard, unionDeckTags } from "./cards.ts";
import { duplicateFrontKey, isDuplicateFront, skipDuplicateFronts } from "./duplicates.ts";
import { detectDeckFormat } from "./format.ts";
import { ankiFieldToText, textToAnkiField } from "./html.ts";
import { DECK_FILE_MAX_BYTES, deckCardCountError, deckFileSizeError } from "./limits.ts";
import {
  columnMappingError,
  deckFileCardsToRows,
  guessColumnMapping,
  looksLikeHeader,
  rowsToDeckFileCards,
} from "./mapping.ts";
import { parseQuizletText } from "./quizlet.ts";

const card = (front: string, back = "b") => ({ front, back, tags: [], source: null });

describe("duplicate rule: same front ignoring case and spaces", () => {
  it("compares case-folded fronts without any white space", () => {
    expect(isDuplicateFront("Cell Membrane", "cell  membrane")).toBe(true);
    expect(isDuplicateFront("cellmembrane", " Cell\tMembrane\n")).toBe(true);
    expect(isDuplicateFront("Éclair", "e\u0301clair")).toBe(true);
    expect(isDuplicateFront("cell", "cells")).toBe(false);
    expect(duplicateFrontKey("A b")).toBe("ab");
  });

  it("skips cards the deck has and repeats within the file, keeping the first", () => {
    const result = skipDuplicateFronts(
      [card("One", "1"), card("two"), card("ONE", "2"), card("three")],
      ["Two"],
    );
    expect(result.cards.map((c) => c.front)).toEqual(["One", "three"]);
    expect(result.cards[0]?.back).toBe("1");
    expect(result.duplicates).toBe(2);
  });
});

describe("Quizlet text", () => {
  it("reads tab and new line, Quizlet's defaults, skipping empty lines", () => {
    const result = parseQuizletText(
      "term\tdefinition\n\nmitosis\tcell division\r\n",
      { kind: "tab" },
      { kind: "newline" },
    );
    expect(result).toEqual({
      ok: true,
      cards: [
        { front: "term", back: "definition", tags: [], source: null },
        { front: "mitosis", back: "cell division", tags: [], source: null },
      ],
    });
  });

  it("splits at the first comma only, and cards by semicolons (new lines stay inside a card)", () => {
    const result = parseQuizletText("a,one, two;b,line\nbreak;", { kind: "comma" }, { kind: "semicolon" });
    expect(result.ok && result.cards.map((c) => [c.front, c.back])).toEqual([
      ["a", "one, two"],
      ["b", "line\nbreak"],
    ]);
  });

  it("takes custom separators and unicode text", () => {
    const result = parseQuizletText(
      "猫 :: cat ## 犬 :: dog 🐶",
      { kind: "custom", text: "::" },
      { kind: "custom", text: "##" },
    );
    expect(result.ok && result.cards.map((c) => [c.front, c.back])).toEqual([
      ["猫", "cat"],
      ["犬", "dog 🐶"],
    ]);
  });

  it("refuses an empty custom separator, and leaves a card without a separator with no back", () => {
    expect(parseQuizletText("x", { kind: "custom", text: "" }, { kind: "newline" })).toEqual({
      ok: false,
      error: "Type the custom separator.",
    });
    const result = parseQuizletText("lonely", { kind: "tab" }, { kind: "newline" });
    expect(result.ok && result.cards[0]?.back).toBe("");
  });
});

describe("column mapping", () => {
  it("recognises a header and maps by its names", () => {
    expect(looksLikeHeader(["Question", "Answer"])).toBe(true);
    expect(looksLikeHeader(["cat", "chat"])).toBe(false);
    expect(guessColumnMapping(["Tags", "Term", "Definition", "Extra", "Source"], true)).toEqual([
      "tags",
      "front",
      "back",
      "ignore",
      "source",
    ]);
  });

  it("maps by Lectern's column order without a header", () => {
    expect(guessColumnMapping(["a", "b", "c", "d", "e"], false)).toEqual([
      "front",
      "back",
      "tags",
      "source",
      "ignore",
    ]);
  });

  it("needs a front column, then a back column", () => {
    expect(columnMappingError(["back", "tags"])).toBe("Choose the column that holds the front of the cards.");
    expect(columnMappingError(["front", "ignore"])).toBe(
      "Choose the column that holds the back of the cards.",
    );
    expect(columnMappingError(["back", "front"])).toBeNull();
  });

  it("turns rows into cards, missing cells empty, tags split on spaces", () => {
    expect(rowsToDeckFileCards([["b1", "f1", "x y x"], ["b2"]], ["back", "front", "tags"])).toEqual([
      { front: "f1", back: "b1", tags: ["x", "y"], source: null },
      { front: "", back: "b2", tags: [], source: null },
    ]);
  });

  it("writes Lectern's export rows with a header, tags as Anki tags", () => {
    expect(
      deckFileCardsToRows([{ front: "f", back: "b", tags: ["cell biology", "bio"], source: "p" }]),
    ).toEqual([
      ["front", "back", "tags", "source"],
      ["f", "b", "cell_biology bio", "p"],
    ]);
  });
});

describe("cards and tags", () => {
  it("makes tags Anki-safe and reads them back", () => {
    expect(ankiTag("  cell biology ")).toBe("cell_biology");
    expect(splitDeckTags("  a b\ta ")).toEqual(["a", "b"]);
    expect(unionDeckTags([{ tags: ["a", "b"] }, { tags: ["b", "c"] }])).toEqual(["a", "b", "c"]);
  });

  it("names what keeps a card from being a flashcard", () => {
    expect(deckFileCardProblem(card(" ", "b"))).toBe("incomplete");
    expect(deckFileCardProblem(card("f", ""))).toBe("incomplete");
    expect(deckFileCardProblem(card("x".repeat(10_001)))).toBe("tooLong");
    expect(deckFileCardProblem(card("f"))).toBeNull();
    expect(tidyDeckFileCard({ front: " f ", back: " b ", tags: [], source: "  " })).toEqual(card("f"));
  });
});

describe("HTML and Anki fields", () => {
  it("reduces an Anki field to text", () => {
    expect(ankiFieldToText("<div>The <b>cell</b>&nbsp;wall</div><div>line 2<br/>line&nbsp;3</div>")).toBe(
      "The cell wall\nline 2\nline 3",
    );
    expect(ankiFieldToText('A &amp; B &lt;x&gt; &#233;&#x1F600; <img src="a.png"> [sound:x.mp3]')).toBe(
      "A & B <x> é😀",
    );
    expect(ankiFieldToText("<style>.x{}</style><script>alert(1)</script>ok")).toBe("ok");
    expect(ankiFieldToText("<ul><li>one</li><li>two</li></ul>")).toBe("• one\n• two");
  });

  it("writes text as a field that reads back the same", () => {
    const text = 'a < b & "c"\nnext line';
    expect(textToAnkiField(text)).toBe("a &lt; b &amp; &quot;c&quot;<br>next line");
    expect(ankiFieldToText(textToAnkiField(text))).toBe(text);
  });
});

describe("formats and limits", () => {
  it("detects zips by their bytes and text decks by name", () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]);
    expect(detectDeckFormat("deck.csv", zip)).toBe("apkg");
    expect(detectDeckFormat("Deck.COLPKG", new Uint8Array())).toBe("apkg");
    expect(detectDeckFormat("a.csv", new Uint8Array([0x61]))).toBe("csv");
    expect(detectDeckFormat("a.tsv", new Uint8Array())).toBe("tsv");
    expect(detectDeckFormat("quizlet.txt", new Uint8Array())).toBe("quizlet");
    expect(detectDeckFormat("photo.jpg", new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("refuses files over 50 MB and imports over 50,000 cards", () => {
    expect(deckFileSizeError(DECK_FILE_MAX_BYTES)).toBeNull();
    expect(deckFileSizeError(DECK_FILE_MAX_BYTES + 1)).toBe(
      "This file is larger than 50 MB. Please split the deck and import it in parts.",
    );
    expect(deckCardCountError(50_000)).toBeNull();
    expect(deckCardCountError(50_001)).toBe(
      "This file has more than 50,000 cards. Please split the deck and import it in parts.",
    );
  });
});

describe("Anki", () => {
  it("picks the newest collection and counts numbered media", () => {
    expect(pickAnkiCollection(["collection.anki2", "collection.anki21b", "media"])).toBe(
      "collection.anki21b",
    );
    expect(pickAnkiCollection(["collection.anki2", "collection.anki21"])).toBe("collection.anki21");
    expect(pickAnkiCollection(["readme.txt"])).toBeNull();
    expect(countAnkiMedia(["collection.anki2", "media", "0", "1", "12"])).toBe(3);
  });

  it("maps Anki answers to qualities and back", () => {
    expect([0, 1, 2, 3, 4].map(ankiEaseToQuality)).toEqual([null, 1, 3, 4, 5]);
    for (const ease of [1, 2, 3, 4]) expect(qualityToAnkiEase(ankiEaseToQuality(ease) ?? -1)).toBe(ease);
  });

  it("builds one Lectern Basic note type and the named deck beside Default", () => {
    const json = ankiCollectionJson("Biology 101", { modelId: 111, deckId: 222, now: 1_700_000_000_000 });
    const models = JSON.parse(json.models);
    expect(models[111].name).toBe("Lectern Basic");
    expect(models[111].flds.map((f: { name: string }) => f.name)).toEqual(["Front", "Back", "Source"]);
    const decks = JSON.parse(json.decks);
    expect(decks[222].name).toBe("Biology 101");
    expect(decks[1].name).toBe("Default");
    expect(ankiNoteColumns({ front: "f<", back: "b", tags: ["x y"], source: null })).toEqual({
      flds: "f&lt;\u001fb\u001f",
      tags: " x_y ",
    });
  });
});
