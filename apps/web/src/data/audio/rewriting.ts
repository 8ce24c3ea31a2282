// The recordings this tab is rewriting into seekable files right now (writer.ts): their `<id>.audio.tmp` is in use,
// so the store must not take it for a rewrite cut off by a crash (settleRewrite, opfs.ts).

export const rewriting = new Set<string>();
