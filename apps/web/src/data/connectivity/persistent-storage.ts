// Asking the browser to keep the device's copy (DESIGN §4): without it IndexedDB may be evicted under storage
// pressure, and unsynced changes with it.

export interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

export interface PersistentStorageResult {
  /** The browser will keep the data. */
  persisted: boolean;
  /** The browser was asked and said no: tell the user, once. */
  refused: boolean;
}

let asked: Promise<PersistentStorageResult> | null = null;

/** Calls navigator.storage.persist() once per page load (after sign-in) and reports whether it was refused. */
export function requestPersistentStorage(
  storage: StorageManagerLike | undefined = typeof navigator === "undefined" ? undefined : navigator.storage,
): Promise<PersistentStorageResult> {
  asked ??= ask(storage);
  return asked;
}

async function ask(storage: StorageManagerLike | undefined): Promise<PersistentStorageResult> {
  // A browser without the API (or a non-secure page) cannot be asked; nothing to tell.
  if (!storage?.persist) return { persisted: false, refused: false };
  try {
    if (await storage.persisted?.()) return { persisted: true, refused: false };
    const persisted = await storage.persist();
    return { persisted, refused: !persisted };
  } catch {
    return { persisted: false, refused: false };
  }
}

/** Lets a test ask again. */
export function resetPersistentStorageRequest(): void {
  asked = null;
}
