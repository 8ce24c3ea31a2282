// The browser surfaces connectivity listens to, injectable because the unit tests run in Node.

export interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface ConnectivityEnv {
  /** Fires `online` and `offline`. */
  window: EventSource;
  /** Fires `visibilitychange`. */
  document: EventSource & { readonly visibilityState: string };
  navigator: { readonly onLine: boolean };
}

/** The real browser, or null outside one. */
export function browserEnvironment(): ConnectivityEnv | null {
  if (typeof window === "undefined" || typeof document === "undefined" || typeof navigator === "undefined") {
    return null;
  }
  return { window, document, navigator };
}

const noEvents: EventSource = { addEventListener: () => undefined, removeEventListener: () => undefined };

/** Outside a browser: always online and visible, no events. */
export function staticEnvironment(): ConnectivityEnv {
  return {
    window: noEvents,
    document: { ...noEvents, visibilityState: "visible" },
    navigator: { onLine: true },
  };
}
