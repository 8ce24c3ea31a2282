import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConnectivityMonitor } from "./monitor";
import { fakeBrowser, flushMicrotasks, recordingNotifier } from "./test-support";

let pending: number;
let syncing: boolean;
let syncs: number;
let pendingReads: number;
const sync = {
  syncNow: async () => {
    syncs++;
    pending = 0;
  },
  isSyncing: () => syncing,
  pendingCount: async () => {
    pendingReads++;
    return pending;
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  pending = 0;
  syncing = false;
  syncs = 0;
  pendingReads = 0;
});
afterEach(() => vi.useRealTimers());

function setup(online = true) {
  const browser = fakeBrowser(online);
  const notify = recordingNotifier();
  const statuses: { online?: boolean; pending?: number }[] = [];
  const monitor = createConnectivityMonitor({
    env: browser,
    sync,
    notify,
    onStatus: (s) => statuses.push(s),
  });
  monitor.start();
  return { browser, notify, monitor, statuses };
}

describe("going online and offline (spec 1 §4, §9)", () => {
  it("announces going online and syncs 5 s later, not before", async () => {
    const { browser, notify, monitor } = setup(false);
    expect(monitor.isOnline()).toBe(false);
    pending = 2;
    browser.goOnline();
    expect(monitor.isOnline()).toBe(true);
    expect(notify.toasts).toEqual([{ kind: "success", message: "You are back online" }]);

    await vi.advanceTimersByTimeAsync(4999);
    expect(syncs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(syncs).toBe(1);
  });

  it("going offline cancels the pending sync and shows the offline toast", async () => {
    const { browser, notify, monitor } = setup(false);
    browser.goOnline();
    await vi.advanceTimersByTimeAsync(3000);
    browser.goOffline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(syncs).toBe(0);
    expect(monitor.isOnline()).toBe(false);
    expect(notify.toasts.at(-1)).toEqual({
      kind: "warning",
      message: "You are now offline, Changes will be saved locally and synced when you reconnect.",
    });
  });

  it("a second online event restarts the 5 s wait instead of syncing twice", async () => {
    const { browser } = setup(false);
    browser.goOnline();
    await vi.advanceTimersByTimeAsync(4000);
    browser.goOnline();
    await vi.advanceTimersByTimeAsync(4000);
    expect(syncs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(syncs).toBe(1);
  });

  it("reports online changes to the status", () => {
    const { browser, statuses } = setup(true);
    browser.goOffline();
    browser.goOnline();
    expect(statuses.filter((s) => "online" in s).map((s) => s.online)).toEqual([true, false, true]);
  });
});

describe("returning to the page (spec 1 §4)", () => {
  it("syncs when the page becomes visible, online, with pending items and no sync running", async () => {
    const { browser } = setup(true);
    pending = 1;
    browser.hide();
    await flushMicrotasks();
    expect(syncs).toBe(0);
    browser.show();
    await flushMicrotasks();
    expect(syncs).toBe(1);
  });

  it.each([
    ["nothing is pending", () => undefined, 0],
    [
      "a sync is running",
      () => {
        syncing = true;
      },
      3,
    ],
  ])("does not sync when %s", async (_name, arrange, count) => {
    const { browser } = setup(true);
    pending = count;
    arrange();
    browser.show();
    await flushMicrotasks();
    expect(syncs).toBe(0);
  });

  it("does not sync when offline", async () => {
    const { browser } = setup(false);
    pending = 5;
    browser.show();
    await flushMicrotasks();
    expect(syncs).toBe(0);
  });
});

describe("sync toasts (spec 1 §8)", () => {
  it("says 'Syncing N pending changes...' for 5 s when more than 3 are pending", async () => {
    const { monitor, notify } = setup(true);
    pending = 4;
    await monitor.syncWithNotice();
    expect(notify.toasts[0]).toEqual({
      kind: "info",
      message: "Syncing 4 pending changes...",
      options: { duration: 5000 },
    });
  });

  it("stays quiet about syncing with 3 pending", async () => {
    const { monitor, notify } = setup(true);
    await flushMicrotasks();
    pending = 3;
    await monitor.syncWithNotice();
    expect(notify.toasts.filter((t) => t.kind === "info")).toEqual([]);
  });

  it("says 'All changes synced successfully' when pending drops to 0, once", async () => {
    pending = 2;
    const { monitor, notify } = setup(true);
    await flushMicrotasks();
    await monitor.syncWithNotice();
    await monitor.refreshPending();
    expect(notify.toasts).toEqual([{ kind: "success", message: "All changes synced successfully" }]);
  });

  it("does not announce all synced when nothing was pending", async () => {
    const { monitor, notify } = setup(true);
    await flushMicrotasks();
    await monitor.syncWithNotice();
    expect(notify.toasts).toEqual([]);
  });
});

describe("pending count (spec 1 §9: refreshed every 30 s)", () => {
  it("reads the count at start and every 30 s, and reports it", async () => {
    pending = 7;
    const { statuses } = setup(true);
    await flushMicrotasks();
    expect(pendingReads).toBe(1);
    pending = 6;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(pendingReads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pendingReads).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(pendingReads).toBe(3);
    expect(statuses.filter((s) => "pending" in s).map((s) => s.pending)).toEqual([7, 6, 6]);
  });

  it("stops listening and counting when stopped", async () => {
    const { browser, monitor, notify } = setup(false);
    await flushMicrotasks();
    monitor.stop();
    browser.goOnline();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(syncs).toBe(0);
    expect(pendingReads).toBe(1);
    expect(notify.toasts).toEqual([]);
  });
});
