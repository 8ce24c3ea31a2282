// The quiz rules of issue 15 (spec 2 §2, §4, §5, §9): scoring, the timer and the jump pages, each one pure
// function shared by the quiz screen and the server.

export * from "./jump-pages.ts";
export * from "./scoring.ts";
export * from "./timer.ts";
