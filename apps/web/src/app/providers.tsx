import type { ReactNode } from "react";
import { ThemeProvider } from "@/ui/theme-provider";
import { Toaster } from "@/ui/toaster";
import { TooltipProvider } from "@/ui/tooltip";

/** App-wide context: theme, tooltips, and the one toaster. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </ThemeProvider>
  );
}
