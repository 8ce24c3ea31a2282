import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { syncStatusStore, useSyncStatus } from "./status";

afterEach(() => syncStatusStore.reset());

function Indicator() {
  const status = useSyncStatus();
  return createElement("span", null, `${status.online ? "online" : "offline"} ${status.pending}`);
}

describe("syncStatusStore", () => {
  it("starts online, idle, with nothing pending", () => {
    expect(syncStatusStore.get()).toEqual({
      online: true,
      syncing: false,
      pending: 0,
      lastSyncedAt: null,
      rejected: 0,
      pullFailed: false,
    });
  });

  it("notifies only on real changes and keeps the snapshot stable otherwise", () => {
    let calls = 0;
    const off = syncStatusStore.subscribe(() => calls++);
    const before = syncStatusStore.get();
    syncStatusStore.set({ pending: 0, online: true });
    expect(calls).toBe(0);
    expect(syncStatusStore.get()).toBe(before);
    syncStatusStore.set({ pending: 4, syncing: true });
    expect(calls).toBe(1);
    expect(syncStatusStore.get()).toMatchObject({ pending: 4, syncing: true, online: true });
    off();
    syncStatusStore.set({ pending: 5 });
    expect(calls).toBe(1);
  });

  it("is what useSyncStatus renders", () => {
    syncStatusStore.set({ online: false, pending: 3 });
    expect(renderToString(createElement(Indicator))).toBe("<span>offline 3</span>");
  });
});
