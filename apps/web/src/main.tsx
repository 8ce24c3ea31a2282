import "sonner/dist/styles.css"; // sonner also injects these at run time; a CSP without inline styles blocks that.
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

// Two ways in, each its own chunk (the server preloads the one a path needs, http/static.ts):
// - "/" as the server prerendered it (landing.html, issue 18 §1): only the landing page's islands are hydrated;
// - every other page, and "/" without its markup: the single-page app with its router.
// The offline layer starts with the signed-in screens (app/router.tsx), not here: the landing and auth pages load
// none of the signed-in app's code (issue 18 §1).
if (container.hasChildNodes() && window.location.pathname === "/") {
  void import("./app/landing-islands").then((m) => m.hydrateLandingIslands(container));
} else {
  void import("./app/start-app").then((m) => m.startApp(container));
}
