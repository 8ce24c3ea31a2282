// Fakes of the browser surfaces connectivity listens to (the unit tests run in Node). Not used by the app.

import type { ConnectivityEnv } from "./environment";
import type { SyncNotifier, ToastOptions } from "./notifier";

export interface FakeBrowser extends ConnectivityEnv {
  goOnline(): void;
  goOffline(): void;
  show(): void;
  hide(): void;
}

export function fakeBrowser(initiallyOnline = true): FakeBrowser {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" });
  const navigator = { onLine: initiallyOnline };
  return {
    window,
    document,
    navigator,
    goOnline() {
      navigator.onLine = true;
      window.dispatchEvent(new Event("online"));
    },
    goOffline() {
      navigator.onLine = false;
      window.dispatchEvent(new Event("offline"));
    },
    show() {
      document.visibilityState = "visible";
      document.dispatchEvent(new Event("visibilitychange"));
    },
    hide() {
      document.visibilityState = "hidden";
      document.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

export interface Toast {
  kind: keyof SyncNotifier;
  message: string;
  options?: ToastOptions;
}

/** A notifier that records every toast. */
export function recordingNotifier(): SyncNotifier & { toasts: Toast[] } {
  const toasts: Toast[] = [];
  const record =
    (kind: Toast["kind"]) =>
    (message: string, options?: ToastOptions): void => {
      toasts.push(options ? { kind, message, options } : { kind, message });
    };
  return {
    toasts,
    success: record("success"),
    info: record("info"),
    warning: record("warning"),
    error: record("error"),
  };
}

/** Runs pending promise callbacks (the monitor's handlers are async but do no I/O in these tests). */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
