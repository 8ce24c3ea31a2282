// The toasts the offline layer raises, injected so data/ does not depend on the UI kit (DESIGN §1).
// The app passes `notify` from ui/toaster, whose methods fit this shape.

export interface ToastOptions {
  duration?: number;
}

export interface SyncNotifier {
  success(message: string, options?: ToastOptions): unknown;
  info(message: string, options?: ToastOptions): unknown;
  warning(message: string, options?: ToastOptions): unknown;
  error(message: string, options?: ToastOptions): unknown;
}

/** For callers that show nothing (tests, background tabs). */
export const silentNotifier: SyncNotifier = {
  success: () => undefined,
  info: () => undefined,
  warning: () => undefined,
  error: () => undefined,
};
