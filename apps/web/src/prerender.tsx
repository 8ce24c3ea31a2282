import { renderToStaticMarkup } from "react-dom/server";
import { AppLoading } from "@/ui/app-loading";

// The markup drawn at `vite build` by vite-plugins/prerender.ts (its one entry for Node), never shipped to the
// browser: the landing page for landing.html, and the loading screen for index.html's #root.
export { renderLandingPage } from "./features/landing/prerender";

/** AppLoading as the app's first render draws it (the router's HydrateFallback), for index.html's first paint. */
export function renderAppLoading(): string {
  return renderToStaticMarkup(<AppLoading />);
}
