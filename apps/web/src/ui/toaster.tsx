import { TOAST_DURATION_MS } from "@lectern/core";
import type { ReactNode } from "react";
import type { ExternalToast, toast } from "sonner";

// issue 18 §1: sonner loads with the first toast or with the toaster (after the page's load event), not with every
// screen that may raise one; toasts raised before it arrives are shown in order when it does. The <Toaster> is in
// ./toaster-view, mounted by app/app-chrome.
type Toast = typeof toast;

let sonner: Toast | null = null;
let loading: Promise<Toast> | null = null;

function withSonner(show: (toast: Toast) => void): void {
  if (sonner) {
    show(sonner);
    return;
  }
  loading ??= import("sonner").then((module) => {
    sonner = module.toast;
    return module.toast;
  });
  void loading.then(show);
}

type Message = ReactNode;

/** Toasts with the spec's durations; callers may still pass their own options. */
export const notify = {
  success: (message: Message, options?: ExternalToast) =>
    withSonner((toast) => toast.success(message, { duration: TOAST_DURATION_MS.success, ...options })),
  error: (message: Message, options?: ExternalToast) =>
    withSonner((toast) => toast.error(message, { duration: TOAST_DURATION_MS.error, ...options })),
  info: (message: Message, options?: ExternalToast) => withSonner((toast) => toast.info(message, options)),
  warning: (message: Message, options?: ExternalToast) =>
    withSonner((toast) => toast.warning(message, options)),
  loading: (message: Message, options?: ExternalToast) =>
    withSonner((toast) => toast.loading(message, options)),
  dismiss: (id?: string | number) => withSonner((toast) => toast.dismiss(id)),
};
