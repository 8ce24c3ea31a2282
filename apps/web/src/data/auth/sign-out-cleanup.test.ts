import { describe, expect, it, vi } from "vitest";
import {
  isSigningOut,
  registerSignOutCleanup,
  runSignOutCleanups,
  setSigningOut,
  subscribeSigningOut,
} from "./sign-out-cleanup";

describe("sign-out cleanups", () => {
  it("runs every registered cleanup and waits for async ones", async () => {
    const order: string[] = [];
    const offA = registerSignOutCleanup(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push("a");
    });
    const offB = registerSignOutCleanup(() => {
      order.push("b");
    });
    expect(await runSignOutCleanups()).toEqual([]);
    expect(order.sort()).toEqual(["a", "b"]);
    offA();
    offB();
  });

  it("keeps going when one fails and reports the failure", async () => {
    const ran = vi.fn();
    const offA = registerSignOutCleanup(() => {
      throw new Error("disk full");
    });
    const offB = registerSignOutCleanup(ran);
    const failures = await runSignOutCleanups();
    expect(ran).toHaveBeenCalledOnce();
    expect(failures).toHaveLength(1);
    offA();
    offB();
  });

  it("stops running a cleanup once it is unregistered", async () => {
    const ran = vi.fn();
    const off = registerSignOutCleanup(ran);
    off();
    await runSignOutCleanups();
    expect(ran).not.toHaveBeenCalled();
  });
});

describe("the signing-out flag", () => {
  it("tells subscribers when it changes", () => {
    const listener = vi.fn();
    const off = subscribeSigningOut(listener);
    setSigningOut(true);
    expect(isSigningOut()).toBe(true);
    setSigningOut(true);
    setSigningOut(false);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });
});
