import { MAX_TOASTS, TOAST_DURATION_MS } from "@lectern/core";
import { Toaster as SonnerToaster } from "sonner";
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
