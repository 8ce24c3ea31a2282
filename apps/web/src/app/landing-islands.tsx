import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, StrictMode, Suspense, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { CopyrightYear } from "@/features/landing/copyright-year";
import type { IslandName } from "@/features/landing/island";
import { StatsSlot } from "@/features/landing/stats-slot";
import { WaitlistSlot } from "@/features/landing/waitlist-slot";
import { afterPageLoad } from "@/ui/after-page-load";
import { ThemeProvider } from "@/ui/theme-provider";
import { createQueryClient } from "./query-client";

const AppChrome = lazy(() => import("./app-chrome").then((m) => ({ default: m.AppChrome })));

const ISLANDS: Record<IslandName, () => ReactNode> = {
  waitlist: () => <WaitlistSlot />,
  stats: () => <StatsSlot />,
  year: () => <CopyrightYear />,
};

/**
 * The prerendered landing page at "/" (issue 18 §1). Its markup is final except for its islands (the waitlist
 * form, the live count, the year), so only those are hydrated, each as its own root: the router and a hydration of
 * the whole page stay off the first load, which was most of its blocking time. Links are plain links; the pages
 * they open start the app in this document (followLinksIntoApp). One query client is shared, so joining the
 * waitlist refreshes the count.
 * The toaster and the service worker's update prompt (app-chrome) mount after the load, as in the app.
 */
export function hydrateLandingIslands(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const withProviders = (node: ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>{node}</ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  const roots: Root[] = [];
  for (const element of container.querySelectorAll<HTMLElement>("[data-island]")) {
    const island = ISLANDS[element.dataset.island as IslandName];
    if (island) startTransition(() => void roots.push(hydrateRoot(element, withProviders(island()))));
  }
  followLinksIntoApp(container, roots);
  afterPageLoad(() => {
    const host = document.createElement("div");
    document.body.append(host);
    const chrome = createRoot(host);
    roots.push(chrome);
    chrome.render(
      withProviders(
        <Suspense fallback={null}>
          <AppChrome />
        </Suspense>,
      ),
    );
  });
}

/**
 * A link to another page of the app (Log In, Sign Up, the legal pages) opens it in this document, as the router's
 * links do everywhere else: the address changes first, then the app starts there, in place of the landing page.
 * The app's chunk starts loading when a pointer or finger comes near a link. Links within the page (#features),
 * to other sites, with a modifier key or a target are the browser's.
 */
function followLinksIntoApp(container: HTMLElement, islands: Root[]): void {
  const loadApp = () => import("./start-app");
  const appLink = (event: Event): HTMLAnchorElement | null => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return null;
    const to = new URL(link.href);
    return to.origin === window.location.origin && to.pathname !== window.location.pathname ? link : null;
  };
  const warm = (event: Event) => void (appLink(event) && loadApp());
  const follow = (event: MouseEvent) => {
    const link = appLink(event);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    document.removeEventListener("click", follow);
    document.removeEventListener("pointerover", warm);
    document.removeEventListener("touchstart", warm);
    window.history.pushState(null, "", link.href);
    void loadApp().then((app) => {
      // The app brings its own toaster and update prompt: the landing page's go with its islands.
      for (const root of islands) root.unmount();
      app.startApp(container);
    });
  };
  document.addEventListener("pointerover", warm, { passive: true });
  document.addEventListener("touchstart", warm, { passive: true });
  document.addEventListener("click", follow);
}
