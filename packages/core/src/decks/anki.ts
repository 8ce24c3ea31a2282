// The Anki side of a deck (issue 22): what a legacy collection (schema 11, `collection.anki2`, which every Anki
// version opens) holds for one exported deck, and how Anki's files and review log read back. Pure data: the web
// layer runs the SQL with sql.js and zips the result.

import type { DeckFileCard } from "./cards.ts";
import { joinDeckTags } from "./cards.ts";
import { textToAnkiField } from "./html.ts";

/** The note type every export uses: Front and Back, plus Source with the passage (shown under the answer). */
export const ANKI_NOTE_TYPE_NAME = "Lectern Basic";
export const ANKI_FIELD_NAMES = ["Front", "Back", "Source"] as const;
/** Anki joins a note's fields with the unit separator. */
export const ANKI_FIELD_SEPARATOR = "\u001f";

/** Anki's legacy schema (version 11): the tables and indexes Anki's own legacy export writes. */
export const ANKI_SCHEMA_SQL = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

export interface AnkiExportIds {
  /** Milliseconds; Anki ids are creation times in ms. */
  modelId: number;
  deckId: number;
  /** The export time in ms. */
  now: number;
}

const CARD_CSS = `.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }
.source { margin-top: 1em; font-size: 14px; color: #555; text-align: left; }`;

/** The col row's JSON columns for one deck of the Lectern Basic note type (Anki's schema 11 shapes). */
export function ankiCollectionJson(deckName: string, ids: AnkiExportIds) {
  const seconds = Math.floor(ids.now / 1000);
  const field = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: "Arial",
    size: 20,
    media: [],
  });
  const model = {
    id: ids.modelId,
    name: ANKI_NOTE_TYPE_NAME,
    type: 0,
    mod: seconds,
    usn: -1,
    sortf: 0,
    did: ids.deckId,
    tmpls: [
      {
        name: "Card 1",
        ord: 0,
        qfmt: "{{Front}}",
        afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}\n{{#Source}}<div class="source">{{Source}}</div>{{/Source}}',
        bqfmt: "",
        bafmt: "",
        did: null,
        bfont: "",
        bsize: 0,
      },
    ],
    flds: ANKI_FIELD_NAMES.map(field),
    css: CARD_CSS,
    latexPre:
      "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
    latexPost: "\\end{document}",
    latexsvg: false,
    req: [[0, "any", [0]]],
    tags: [],
    vers: [],
  };
  const deck = (id: number, name: string) => ({
    id,
    name,
    desc: "",
    mod: seconds,
    usn: -1,
    collapsed: false,
    browserCollapsed: false,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
    dyn: 0,
    extendNew: 10,
    extendRev: 50,
    conf: 1,
  });
  const dconf = {
    id: 1,
    name: "Default",
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { delays: [1, 10], ints: [1, 4, 7], initialFactor: 2500, order: 1, perDay: 20, bury: false },
    rev: { perDay: 200, ease4: 1.3, fuzz: 0.05, maxIvl: 36500, ivlFct: 1, hardFactor: 1.2, bury: false },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 1 },
  };
  const conf = {
    nextPos: 1,
    estTimes: true,
    activeDecks: [ids.deckId],
    sortType: "noteFld",
    timeLim: 0,
    sortBackwards: false,
    addToCur: true,
    curDeck: ids.deckId,
    newSpread: 0,
    dueCounts: true,
    curModel: ids.modelId,
    collapseTime: 1200,
  };
  return {
    conf: JSON.stringify(conf),
    models: JSON.stringify({ [ids.modelId]: model }),
    // Anki expects the Default deck (id 1) to exist beside the exported one.
    decks: JSON.stringify({ 1: deck(1, "Default"), [ids.deckId]: deck(ids.deckId, deckName) }),
    dconf: JSON.stringify({ 1: dconf }),
  };
}

/** A card as an Anki note's columns: fields as HTML joined by \x1f, tags padded with spaces as Anki stores them. */
export function ankiNoteColumns(card: DeckFileCard): { flds: string; tags: string } {
  const flds = [card.front, card.back, card.source ?? ""].map(textToAnkiField).join(ANKI_FIELD_SEPARATOR);
  const tags = joinDeckTags(card.tags);
  return { flds, tags: tags ? ` ${tags} ` : "" };
}

/** The collection file to read in an Anki zip: the newest format present (a new export's anki2 is a stub). */
export function pickAnkiCollection(names: readonly string[]): string | null {
  for (const name of ["collection.anki21b", "collection.anki21", "collection.anki2"]) {
    if (names.includes(name)) return name;
  }
  return null;
}

/** Media files in an Anki zip: its entries named by number ("0", "1", …), in every format. */
export function countAnkiMedia(names: readonly string[]): number {
  return names.filter((name) => /^\d+$/.test(name)).length;
}

/**
 * An Anki review's answer (revlog.ease: 1 Again, 2 Hard, 3 Good, 4 Easy) as a review quality (0..5, 3 or more is
 * correct, spec 1 §9): Again is the same quality as Lectern's Incorrect (1), Easy as its Correct (5), Hard and
 * Good in between. Ease 0 is a manual reschedule, not an answer: null (not imported).
 */
export function ankiEaseToQuality(ease: number): number | null {
  switch (ease) {
    case 1:
      return 1;
    case 2:
      return 3;
    case 3:
      return 4;
    case 4:
      return 5;
    default:
      return null;
  }
}

/** A review quality back as an Anki answer (for exporting reviews): the inverse of ankiEaseToQuality. */
export function qualityToAnkiEase(quality: number): number {
  if (quality < 3) return 1;
  if (quality === 3) return 2;
  if (quality === 4) return 3;
  return 4;
}
