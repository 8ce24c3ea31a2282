import { MAX_TOASTS, TOAST_DURATION_MS } from "@lectern/core";
import type { ReactNode } from "react";
import { type ExternalToast, Toaster as SonnerToaster, toast } from "sonner";
import { useTheme } from "./theme-provider";

/** The app's single toaster: top-right, rich colours, following our theme (spec 1 §2, §9). */
export function Toaster() {
  const { resolved } = useTheme();
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS.default}
      visibleToasts={MAX_TOASTS}
      richColors
      closeButton
      theme={resolved}
    />
  );
}

type Message = ReactNode;

/** Toasts with the spec's durations; callers may still pass their own options. */
export const notify = {
  success: (message: Message, options?: ExternalToast) =>
    toast.success(message, { duration: TOAST_DURATION_MS.success, ...options }),
  error: (message: Message, options?: ExternalToast) =>
    toast.error(message, { duration: TOAST_DURATION_MS.error, ...options }),
  info: (message: Message, options?: ExternalToast) => toast.info(message, options),
  warning: (message: Message, options?: ExternalToast) => toast.warning(message, options),
  loading: (message: Message, options?: ExternalToast) => toast.loading(message, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
