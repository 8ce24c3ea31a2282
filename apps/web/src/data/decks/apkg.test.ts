// The .apkg writer and reader against real sql.js (its Node build) and real zips: what Anki's schema needs, and a
// round trip of fronts, backs, tags and sources. The anki21b case compresses with the real zstd tool.

import { execFileSync } from "node:child_process";
import { strToU8, unzipSync, zipSync } from "fflate";
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { beforeAll, describe, expect, it } from "vitest";
import { readApkg } from "./apkg-read";
import { buildApkg } from "./apkg-write";

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

const cards = [
  {
    front: "What is ATP?",
    back: "The cell's energy <currency>",
    tags: ["biology", "cell energy"],
    source: "ATP is…",
  },
  { front: "Mitosis", back: "Division into\ntwo identical cells", tags: [], source: null },
  { front: "日本語 🧠", back: 'Say "hi", & bye', tags: ["lang"], source: "p. 3" },
];

const query = (bytes: Uint8Array, sql: string) => {
  const db = new SQL.Database(bytes);
  try {
    return db.exec(sql)[0]?.values ?? [];
  } finally {
    db.close();
  }
};

describe("buildApkg", () => {
  it("writes a schema 11 collection with the note type, the named deck, notes with tags, and new cards", async () => {
    const zip = unzipSync(await buildApkg(SQL, { name: "Cell Biology", cards }, 1_700_000_000_000));
    expect(Object.keys(zip).sort()).toEqual(["collection.anki2", "media"]);
    expect(new TextDecoder().decode(zip.media)).toBe("{}");
    const collection = zip["collection.anki2"] as Uint8Array;
    const tables = query(
      collection,
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    ).flat();
    expect(tables).toEqual(["cards", "col", "graves", "notes", "revlog"]);
    const [[ver, models, decks]] = query(collection, "SELECT ver, models, decks FROM col") as [
      [number, string, string],
    ];
    expect(ver).toBe(11);
    const model = Object.values(JSON.parse(models))[0] as { name: string; flds: { name: string }[] };
    expect(model.name).toBe("Lectern Basic");
    expect(model.flds.map((f) => f.name)).toEqual(["Front", "Back", "Source"]);
    expect(Object.values(JSON.parse(decks)).map((d) => (d as { name: string }).name)).toContain(
      "Cell Biology",
    );
    const notes = query(collection, "SELECT flds, tags, sfld, csum FROM notes ORDER BY id");
    expect(notes[0]).toEqual([
      "What is ATP?\u001fThe cell's energy &lt;currency&gt;\u001fATP is…",
      " biology cell_energy ",
      "What is ATP?",
      expect.any(Number),
    ]);
    expect(notes[1]?.[0]).toBe("Mitosis\u001fDivision into<br>two identical cells\u001f");
    expect(query(collection, "SELECT count(*), min(type), max(queue) FROM cards")[0]).toEqual([3, 0, 0]);
  });
});

describe("readApkg", () => {
  it("round-trips fronts, backs, tags and sources", async () => {
    const result = readApkg(SQL, await buildApkg(SQL, { name: "Deck", cards }));
    expect(result).toEqual({
      ok: true,
      cards: cards.map((card) => ({ ...card, tags: card.tags.map((tag) => tag.replace(" ", "_")) })),
      media: 0,
      reviews: 0,
      deckName: "Deck",
    });
  });

  it("reads the review log of each note's first card as qualities, and counts media", async () => {
    const apkg = unzipSync(await buildApkg(SQL, { name: "Deck", cards }));
    const db = new SQL.Database(apkg["collection.anki2"]);
    const cardId = Number(db.exec("SELECT id FROM cards ORDER BY id LIMIT 1")[0]?.values[0]?.[0]);
    db.run("INSERT INTO revlog VALUES (1700000000000, ?, 0, 1, -600, 0, 0, 5000, 0)", [cardId]);
    db.run("INSERT INTO revlog VALUES (1700086400000, ?, 0, 3, 1, -600, 2500, 4000, 1)", [cardId]);
    db.run("INSERT INTO revlog VALUES (1700172800000, ?, 0, 0, 3, 1, 2500, 0, 4)", [cardId]);
    const rezipped = zipSync({
      "collection.anki2": db.export(),
      media: strToU8('{"0":"a.jpg","1":"b.mp3"}'),
      0: new Uint8Array(3),
      1: new Uint8Array(2),
    });
    db.close();
    const result = readApkg(SQL, rezipped);
    expect(result.ok && result.media).toBe(2);
    expect(result.ok && result.reviews).toBe(2);
    expect(result.ok && result.cards[0]?.reviews).toEqual([
      { quality: 1, reviewed_at: "2023-11-14T22:13:20.000Z" },
      { quality: 4, reviewed_at: "2023-11-15T22:13:20.000Z" },
    ]);
  });

  it("prefers the zstd-compressed collection.anki21b of new exports over the legacy stub", async () => {
    const real = unzipSync(await buildApkg(SQL, { name: "New", cards }))["collection.anki2"] as Uint8Array;
    const stub = unzipSync(
      await buildApkg(SQL, {
        name: "Old",
        cards: [{ front: "Please update Anki", back: "x", tags: [], source: null }],
      }),
    )["collection.anki2"] as Uint8Array;
    const compressed = new Uint8Array(execFileSync("zstd", ["-q", "-c"], { input: real }));
    const result = readApkg(SQL, zipSync({ "collection.anki2": stub, "collection.anki21b": compressed }));
    expect(result.ok && result.cards.map((card) => card.front)).toEqual(cards.map((card) => card.front));
  });

  it("refuses a damaged zip, a zip without a collection, and a collection that is not SQLite", () => {
    expect(readApkg(SQL, strToU8("PK\u0003\u0004 not really a zip"))).toEqual({
      ok: false,
      error: "This file is not a valid Anki package: it is damaged or is not a zip file.",
    });
    expect(readApkg(SQL, zipSync({ "notes.txt": strToU8("hello") }))).toEqual({
      ok: false,
      error: "This zip file is not an Anki package: it holds no Anki collection.",
    });
    expect(readApkg(SQL, zipSync({ "collection.anki2": strToU8("garbage") }))).toEqual({
      ok: false,
      error: "This Anki package is damaged: its collection could not be read.",
    });
    expect(readApkg(SQL, zipSync({ "collection.anki21b": strToU8("garbage") }))).toMatchObject({ ok: false });
  });
});
