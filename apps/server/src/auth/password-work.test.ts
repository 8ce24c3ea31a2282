import { describe, expect, it } from "vitest";
import { createPasswordWork } from "./password-work.ts";

describe("password work", () => {
  it("hashes and verifies as better-auth does", async () => {
    const work = createPasswordWork(1);
    const hash = await work.hash("correct horse battery");
    expect(await work.verify({ hash, password: "correct horse battery" })).toBe(true);
    expect(await work.verify({ hash, password: "wrong horse battery" })).toBe(false);
  });

  it("runs at most `slots` hashes at a time; the rest wait their turn and all finish", async () => {
    const work = createPasswordWork(1);
    const hashes = ["a", "b", "c", "d"].map((p) => work.hash(`password ${p}`));
    expect(work.load()).toEqual({ running: 1, waiting: 3 });
    const done = await Promise.all(hashes);
    expect(new Set(done).size).toBe(4);
    expect(work.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when a hash fails", async () => {
    const work = createPasswordWork(1);
    await expect(work.verify({ hash: "not a hash", password: "x" })).rejects.toThrow();
    expect(work.load()).toEqual({ running: 0, waiting: 0 });
    expect(await work.hash("still works")).toEqual(expect.any(String));
  });
});
