// Tabs of one browser share the user's IndexedDB, queue and cursor (DESIGN §4, issue 13): one tab syncs at a time
// (a Web Lock around each sync run, so two tabs never send the same queue at once), and the others hear that the
// queue or the data changed (BroadcastChannel), so their sync indicator's counts follow. The records themselves
// reach the other tabs' screens through Dexie's own cross-tab change events (liveQuery). A thin wrapper: the sync
// engine only asks for `exclusive`, and where a browser lacks either API each tab works alone, as before.

/** The Web Lock every tab's sync run takes (one run at a time across the browser). */
export const SYNC_LOCK_NAME = "lectern-sync";

/** The part of navigator.locks the engine needs. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel the tabs need. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface TabEnvironment {
  /** navigator.locks; absent: no cross-tab lock (each tab still runs one sync at a time). */
  locks?: LockManagerLike | null;
  /** Opens a BroadcastChannel; absent: the other tabs are not told. */
  openChannel?: ((name: string) => ChannelLike) | null;
}

/** What one tab tells the others: the queue or the records changed (a save, or a sync that wrote). */
export interface TabMessage {
  type: "changed";
  userId: string;
}

export interface TabCoordinator {
  /** Runs one sync run while holding the browser-wide sync lock (waits for another tab's run to end). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Tells this user's other tabs that the queue or the records changed. */
  announce(): void;
  /** Hears another tab's announcement. */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** The real browser's locks and channels, each only where the browser has it. */
export function browserTabEnvironment(): TabEnvironment {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  // Through unknown: under Node's types (the server suite's convergence run imports this) the listener differs.
  const Channel = (globalThis as unknown as { BroadcastChannel?: new (name: string) => ChannelLike })
    .BroadcastChannel;
  return {
    locks: typeof nav?.locks?.request === "function" ? nav.locks : null,
    openChannel: typeof Channel === "function" ? (name) => new Channel(name) : null,
  };
}

function isTabMessage(data: unknown, userId: string): data is TabMessage {
  const message = data as Partial<TabMessage> | null;
  return message?.type === "changed" && message.userId === userId;
}

export function createTabCoordinator(
  userId: string,
  env: TabEnvironment = browserTabEnvironment(),
): TabCoordinator {
  const locks = env.locks ?? null;
  const listeners = new Set<() => void>();
  let channel: ChannelLike | null = null;
  try {
    // One channel per user: another account's tabs (after a sign-out and sign-in elsewhere) are not told.
    channel = env.openChannel?.(`${SYNC_LOCK_NAME}:${userId}`) ?? null;
  } catch {
    channel = null;
  }
  channel?.addEventListener("message", (event) => {
    if (!isTabMessage(event.data, userId)) return;
    for (const listener of listeners) listener();
  });

  return {
    exclusive: (work) => (locks ? locks.request(SYNC_LOCK_NAME, work) : work()),
    announce() {
      try {
        channel?.postMessage({ type: "changed", userId } satisfies TabMessage);
      } catch {
        // A closed channel (the tab is stopping): nobody to tell.
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}
