import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { LandingPage } from "./landing-page";

/**
 * The landing page's markup as its first client render draws it, for the page the server sends for "/" (issue 18
 * §1: the hero paints before any JS). Built and called at `vite build` by vite-plugins/prerender-landing.ts, never
 * shipped to the browser. The browser's root adds only components that draw nothing before load (the providers,
 * the router), so the markup matches what main.tsx hydrates.
 */
export function renderLandingPage(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>
    </StrictMode>,
  );
}
