// What the page and the deck worker say to each other (issue 22): read an Anki package, or build one.

import type { AnkiReadResult } from "./apkg-read";
import type { AnkiExportDeck } from "./apkg-write";

export type DeckWorkerRequest =
  | { kind: "readApkg"; bytes: Uint8Array }
  | { kind: "buildApkg"; deck: AnkiExportDeck };

export type DeckWorkerResponse =
  | { kind: "readApkg"; result: AnkiReadResult }
  | { kind: "buildApkg"; bytes: Uint8Array }
  | { kind: "failed"; message: string };
