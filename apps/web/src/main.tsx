import "sonner/dist/styles.css"; // sonner also injects these at run time; a CSP without inline styles blocks that.
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** Resolves once the router has loaded the first route's lazy module, so the first render draws the route itself. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The offline layer starts with the signed-in screens (app/router.tsx), not here: the landing and auth pages load
// none of the signed-in app's code (issue 18 §1).
// A transition lets React render (or hydrate) the first screen in slices, yielding to the browser between them,
// instead of one long task that blocks input on a slow phone (issue 18 §1: Lighthouse's total blocking time).
if (container.hasChildNodes() && window.location.pathname === "/") {
  // The server sent the prerendered landing page (landing.html, issue 18 §1). It is hydrated once the landing
  // route's module is in (it is preloaded beside this entry): before that the router would draw its loading
  // fallback, which does not match the markup.
  void routerReady().then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // Landing markup anywhere else (landing.html opened by its own name) is not this route's: drawn afresh.
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
