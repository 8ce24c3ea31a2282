// Document upload, camera scan and extraction rules — spec 2 §2–§9, issue 19.

export * from "./camera.ts";
export * from "./note.ts";
export * from "./reading-order.ts";
export * from "./selection.ts";
export * from "./sniff.ts";
export * from "./zip-guard.ts";
