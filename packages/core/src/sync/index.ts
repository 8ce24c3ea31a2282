// The offline layer's rules, shared by the device's sync engine and anything that reasons about it (DESIGN §4).

export * from "./announce.ts";
export * from "./decide-op.ts";
export * from "./merge.ts";
export * from "./online-cache.ts";
export * from "./queue-order.ts";
export * from "./retry.ts";
export * from "./same-content.ts";
export * from "./timestamps.ts";
