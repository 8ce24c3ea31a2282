import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated; any path that is neither
 * /api/* nor a file with an extension gets index.html so deep links like /note/… load.
 */
export function mountSpa(app: Hono, webDist: string) {
  const indexFile = path.join(webDist, "index.html");
  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), webDist) || ".",
      onFound: (filePath, c) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes("/assets/");
        c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    const last = c.req.path.split("/").pop() ?? "";
    if (c.req.path.startsWith("/api/") || last.includes(".")) return c.notFound();
    if (!fs.existsSync(indexFile)) {
      return c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(fs.readFileSync(indexFile, "utf8"));
  });
}
