import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ThemeProvider } from "@/ui/theme-provider";
import { Toaster } from "@/ui/toaster";
import { TooltipProvider } from "@/ui/tooltip";
import { createQueryClient } from "./query-client";
import { UpdatePrompt } from "./update-prompt";

/** App-wide context: server-state cache, theme, tooltips, and the one toaster. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          {children}
          <Toaster />
          <UpdatePrompt />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
