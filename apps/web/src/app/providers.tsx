import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { ThemeProvider } from "@/ui/theme-provider";
import { usePageLoaded } from "@/ui/use-page-loaded";
import { createQueryClient } from "./query-client";

const AppChrome = lazy(() => import("./app-chrome").then((m) => ({ default: m.AppChrome })));

/**
 * App-wide context: server-state cache (the landing page's waitlist count uses it too), theme, and — once the
 * page has loaded — the one toaster and the update prompt. Signed-in-only providers live in ./signed-in.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const pageLoaded = usePageLoaded();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        {pageLoaded ? (
          <Suspense fallback={null}>
            <AppChrome />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
