// Decks in and out (issue 22): the file formats' pure rules, shared by the import and export screens and workers.

export * from "./anki.ts";
export * from "./cards.ts";
export * from "./delimited.ts";
export * from "./duplicates.ts";
export * from "./format.ts";
export * from "./html.ts";
export * from "./limits.ts";
export * from "./mapping.ts";
export * from "./quizlet.ts";
