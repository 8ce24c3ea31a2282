import { hashPassword, verifyPassword } from "better-auth/crypto";
import { afterAll, describe, expect, it } from "vitest";
import { threadNiceness } from "../../test/thread-niceness.ts";
import { createPasswordWork, PASSWORD_WORK_NICENESS } from "./password-work.ts";

const work = createPasswordWork(1);
afterAll(() => work.close());

describe("password work", () => {
  it("hashes and verifies", async () => {
    const hash = await work.hash("correct horse battery");
    expect(await work.verify({ hash, password: "correct horse battery" })).toBe(true);
    expect(await work.verify({ hash, password: "wrong horse battery" })).toBe(false);
  });

  it("reads better-auth's hashes and better-auth reads its own (accounts made before keep signing in)", async () => {
    const before = await hashPassword("Ünïcode pässword");
    expect(await work.verify({ hash: before, password: "Ünïcode pässword" })).toBe(true);
    expect(await work.verify({ hash: before, password: "Unicode password" })).toBe(false);
    const now = await work.hash("Ünïcode pässword");
    expect(await verifyPassword({ hash: now, password: "Ünïcode pässword" })).toBe(true);
  });

  it("runs at most `slots` hashes at a time; the rest wait their turn and all finish", async () => {
    const hashes = ["a", "b", "c", "d"].map((p) => work.hash(`password ${p}`));
    expect(work.load()).toEqual({ running: 1, waiting: 3 });
    const done = await Promise.all(hashes);
    expect(new Set(done).size).toBe(4);
    expect(work.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when a hash is malformed", async () => {
    await expect(work.verify({ hash: "not a hash", password: "x" })).rejects.toThrow();
    expect(work.load()).toEqual({ running: 0, waiting: 0 });
    expect(await work.hash("still works")).toEqual(expect.any(String));
  });

  it.runIf(process.platform === "linux")(
    "hashes on a thread of lower priority than the rest of the server",
    async () => {
      await work.hash("warm the thread"); // it stays for a minute after its last hash
      const niceness = threadNiceness();
      // The worker's thread (and any it started) is lowered; the process's main thread is not.
      expect([...niceness.values()]).toContain(PASSWORD_WORK_NICENESS);
      expect(niceness.get(process.pid)).toBe(0);
    },
  );
});
