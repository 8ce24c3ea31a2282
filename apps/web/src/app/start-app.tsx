import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createAppRouter } from "./router";

/**
 * The single-page app on every path but the prerendered landing page: the router draws the first route once its
 * lazy module is in. A transition lets React render the first screen in slices, yielding to the browser between
 * them, instead of one long task that blocks input on a slow phone (issue 18 §1: total blocking time).
 */
export function startApp(container: HTMLElement): void {
  // Landing markup anywhere else (landing.html opened by its own name) is not this route's: drawn afresh.
  container.replaceChildren();
  const root = createRoot(container);
  const router = createAppRouter();
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}
