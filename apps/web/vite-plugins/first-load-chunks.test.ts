import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupsOf, loadedWith, type SurveyChunk } from "./first-load-chunks";

const SRC = "/app/src";
const src = (file: string) => path.join(SRC, file);

/** A survey chunk: a route's own chunk when `facade` is given, else a shared one. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], facade?: string): SurveyChunk {
  return { fileName, moduleIds, imports, facadeModuleId: facade ?? null };
}

// A small app as the bundler splits it by itself: every route its own chunk, every set of sharers a chunk.
const survey: SurveyChunk[] = [
  chunk("index.js", [src("main.tsx")], ["react.js"], src("main.tsx")),
  chunk("react.js", ["/nm/react/index.js", "/nm/react-dom/client.js"]),
  chunk(
    "landing-islands.js",
    [src("app/landing-islands.tsx"), src("features/landing/hero.tsx")],
    ["react.js", "ui.js"],
    src("app/landing-islands.tsx"),
  ),
  chunk("ui.js", [src("ui/logo.tsx")], ["react.js"]),
  // The landing page's waitlist form comes after its load event, with the toaster the signed-in screens use too.
  chunk(
    "waitlist-form.js",
    [src("features/landing/waitlist-form.tsx")],
    ["toaster.js"],
    src("features/landing/waitlist-form.tsx"),
  ),
  chunk("toaster.js", ["/nm/sonner/index.js"]),
  chunk(
    "start-app.js",
    [src("app/start-app.tsx"), src("app/router.tsx")],
    ["react.js", "router.js"],
    src("app/start-app.tsx"),
  ),
  chunk("router.js", ["/nm/react-router/index.js"], ["react.js"]),
  chunk("guards.js", [src("app/guards.tsx")], ["auth-client.js"], src("app/guards.tsx")),
  chunk("app-chrome.js", [src("app/app-chrome.tsx")], ["react.js"], src("app/app-chrome.tsx")),
  chunk(
    "login-page.js",
    [src("features/auth/login-page.tsx")],
    ["button.js", "zod.js", "auth-client.js"],
    src("features/auth/login-page.tsx"),
  ),
  chunk(
    "register-page.js",
    [src("features/auth/register-page.tsx")],
    ["button.js", "zod.js"],
    src("features/auth/register-page.tsx"),
  ),
  chunk(
    "forgot-password-page.js",
    [src("features/auth/forgot-password-page.tsx")],
    ["button.js"],
    src("features/auth/forgot-password-page.tsx"),
  ),
  chunk(
    "reset-password-page.js",
    [src("features/auth/reset-password-page.tsx")],
    ["button.js"],
    src("features/auth/reset-password-page.tsx"),
  ),
  chunk("auth-client.js", [src("data/auth/auth-client.ts"), "/nm/better-auth/client.js"]),
  chunk("button.js", [src("ui/button.tsx")], ["icons.js"]),
  chunk("icons.js", ["/nm/lucide-react/icons/check.js"]),
  chunk("zod.js", ["/nm/zod/index.js"]),
  chunk(
    "signed-in.js",
    [src("app/signed-in.tsx"), src("app/offline-layer.ts")],
    ["dexie.js", "auth-client.js", "ui.js"],
    src("app/signed-in.tsx"),
  ),
  chunk("dexie.js", ["/nm/dexie/index.js", src("data/db/database.ts")]),
  chunk("shell.js", [src("app/shell.tsx")], ["button.js", "menu.js"], src("app/shell.tsx")),
  chunk("menu.js", ["/nm/@radix-ui/react-menu/index.js"]),
  chunk(
    "notes-page.js",
    [src("features/notes/notes-page.tsx")],
    ["select.js", "menu.js"],
    src("features/notes/notes-page.tsx"),
  ),
  chunk("select.js", ["/nm/@radix-ui/react-select/index.js"]),
  chunk("offline-sync.js", [src("app/offline-sync.ts")], ["engine.js", "zod.js"], src("app/offline-sync.ts")),
  chunk("engine.js", [src("data/sync/engine.ts"), src("data/sync/push.ts")], ["dexie.js"]),
  chunk(
    "study-page.js",
    [src("features/study/study-page.tsx")],
    ["select.js", "fsrs.js"],
    src("features/study/study-page.tsx"),
  ),
  chunk("fsrs.js", ["/nm/ts-fsrs/index.js"]),
];

describe("loadedWith", () => {
  it("is the modules of the roots' chunks and of every chunk they import, transitively", () => {
    expect([...loadedWith(survey, [src("app/shell.tsx")])].sort()).toEqual(
      [
        src("app/shell.tsx"),
        src("ui/button.tsx"),
        "/nm/lucide-react/icons/check.js",
        "/nm/@radix-ui/react-menu/index.js",
      ].sort(),
    );
  });

  it("says so when a root is in no chunk, rather than grouping nothing", () => {
    expect(() => loadedWith(survey, [src("app/gone.tsx")])).toThrow(/no survey chunk holds/);
  });
});

describe("groupsOf", () => {
  const groups = groupsOf(survey, SRC);

  it("puts what the landing page and the app both load first in one shared chunk", () => {
    expect(groups.get("/nm/react/index.js")).toBe("group-shared");
    expect(groups.get("/nm/react-dom/client.js")).toBe("group-shared");
    expect(groups.get("/nm/react-router/index.js")).toBe("group-app");
  });

  it("puts what the auth pages share with the signed-in screens in the public chunk, and not their own code", () => {
    expect(groups.get(src("ui/button.tsx"))).toBe("group-public");
    expect(groups.get("/nm/lucide-react/icons/check.js")).toBe("group-public");
    expect(groups.get(src("data/auth/auth-client.ts"))).toBe("group-public");
    // zod: the auth forms' and the sync engine's, which loads after the page: it stays where the bundler put it.
    expect(groups.has("/nm/zod/index.js")).toBe(false);
  });

  it("gives the signed-in screens, /notes and the sync engine chunks of their own", () => {
    expect(groups.get("/nm/dexie/index.js")).toBe("group-signed-in");
    expect(groups.get("/nm/@radix-ui/react-menu/index.js")).toBe("group-signed-in");
    expect(groups.get("/nm/@radix-ui/react-select/index.js")).toBe("group-notes");
    expect(groups.get(src("data/sync/push.ts"))).toBe("group-sync");
  });

  it("never puts what a public page loads in a signed-in chunk", () => {
    // ui/logo is loaded by the landing islands and the signed-in root, not by the app: grouped nowhere.
    expect(groups.has(src("ui/logo.tsx"))).toBe(false);
    // Nor what a public page loads later: the landing page's waitlist form would fetch the signed-in chunk.
    expect(groups.has("/nm/sonner/index.js")).toBe(false);
    const publicModules = new Set([
      ...loadedWith(survey, [src("app/landing-islands.tsx")]),
      ...loadedWith(survey, [src("features/auth/login-page.tsx"), src("app/guards.tsx")]),
      ...loadedWith(survey, [src("features/landing/waitlist-form.tsx")]),
    ]);
    for (const [id, group] of groups) {
      if (["group-signed-in", "group-notes", "group-sync"].includes(group))
        expect(publicModules.has(id), id).toBe(false);
    }
  });

  it("leaves every route's own module and the other screens' code to the bundler", () => {
    for (const id of survey.map((c) => c.facadeModuleId).filter((id) => id !== null))
      expect(groups.has(id)).toBe(false);
    expect(groups.has("/nm/ts-fsrs/index.js")).toBe(false);
  });
});
