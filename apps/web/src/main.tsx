import "sonner/dist/styles.css"; // sonner also injects these at run time; a CSP without inline styles blocks that.
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

// The offline layer starts with the signed-in screens (app/router.tsx), not here: the landing and auth pages load
// none of the signed-in app's code (issue 18 §1).
// A transition lets React render the first screen in slices, yielding to the browser between them, instead of one
// long task that blocks input on a slow phone (issue 18 §1: Lighthouse's total blocking time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
