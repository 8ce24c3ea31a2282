// The note rules of spec 1 §2, §4, §5, §9 and spec 2 §2, §9 (one function per rule, each pinned by a test).

export * from "./editor.ts";
export * from "./list.ts";
export * from "./markdown.ts";
export * from "./merge.ts";
export * from "./quiz-setup.ts";
