import { afterEach, describe, expect, it, vi } from "vitest";
import { registerPendingChanges, sendPendingBeforeSignOut } from "./sign-out-pending";

let unregister: () => void = () => undefined;
afterEach(() => {
  unregister();
  vi.useRealTimers();
});

/** A queue of `n` changes that a push empties down to `left`. */
function queue(n: number, left: number, push: () => Promise<void> = async () => undefined) {
  let size = n;
  const send = vi.fn(async () => {
    await push();
    size = left;
  });
  unregister = registerPendingChanges({ send, count: async () => size });
  return { send };
}

describe("sendPendingBeforeSignOut (issue 13)", () => {
  it("is 0 without an offline layer", async () => {
    expect(await sendPendingBeforeSignOut()).toBe(0);
  });

  it("does not push when nothing is pending", async () => {
    const { send } = queue(0, 0);
    expect(await sendPendingBeforeSignOut()).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it("pushes once and answers 0 when the server took everything", async () => {
    const { send } = queue(3, 0);
    expect(await sendPendingBeforeSignOut()).toBe(0);
    expect(send).toHaveBeenCalledOnce();
  });

  it("answers what is left when the push could not send it all", async () => {
    queue(3, 2);
    expect(await sendPendingBeforeSignOut()).toBe(2);
  });

  it("answers what is left when the push failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    queue(3, 3, async () => {
      throw new Error("offline");
    });
    expect(await sendPendingBeforeSignOut()).toBe(3);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("stops waiting for a push that hangs after the timeout, and counts", async () => {
    vi.useFakeTimers();
    queue(4, 0, () => new Promise<void>(() => undefined));
    const answer = sendPendingBeforeSignOut(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await answer).toBe(4);
  });

  it("is 0 when the store cannot be read (already cleared)", async () => {
    unregister = registerPendingChanges({
      send: async () => undefined,
      count: async () => {
        throw new Error("DatabaseClosedError");
      },
    });
    expect(await sendPendingBeforeSignOut()).toBe(0);
  });
});
