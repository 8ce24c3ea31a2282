import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupsOf, landingParts, loadedWith, type SurveyChunk } from "./first-load-chunks";

const SRC = "/app/src";
const src = (file: string) => path.join(SRC, file);

/** A survey chunk: a route's own chunk when `facade` is given, else a shared one. */
function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facade?: string,
  dynamicImports: string[] = [],
): SurveyChunk {
  return { fileName, moduleIds, imports, dynamicImports, facadeModuleId: facade ?? null };
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
    ["waitlist-form.js", "start-app.js"],
  ),
  chunk("ui.js", [src("ui/logo.tsx")], ["react.js"]),
  // The landing page's waitlist form comes after its load event, with the toaster the signed-in screens use too.
  chunk(
    "waitlist-form.js",
    [src("features/landing/waitlist-form.tsx")],
    ["toaster.js", "input.js"],
    src("features/landing/waitlist-form.tsx"),
  ),
  chunk("toaster.js", ["/nm/sonner/index.js"]),
  chunk("input.js", [src("ui/input.tsx"), "/nm/tailwind-merge/index.js"]),
  chunk(
    "start-app.js",
    [src("app/start-app.tsx"), src("app/router.tsx")],
    ["react.js", "router.js", "input.js"],
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
    ["dexie.js", "auth-client.js", "ui.js", "toaster.js"],
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
  const landingFirst = loadedWith(survey, [src("app/landing-islands.tsx")]);
  const modulesOf = (group: string) => [...groups].filter(([, g]) => g === group).map(([id]) => id);

  it("names each group by the kinds of page that load its modules", () => {
    expect(groups.get("/nm/react/index.js")).toBe("group-landing+landing-later+app+public+signed-in");
    expect(groups.get("/nm/react-router/index.js")).toBe("group-app");
    expect(groups.get(src("app/router.tsx"))).toBe("group-app");
    expect(groups.get(src("ui/input.tsx"))).toBe("group-landing-later+app+public");
    expect(groups.get(src("ui/button.tsx"))).toBe("group-public+signed-in");
    expect(groups.get("/nm/lucide-react/icons/check.js")).toBe("group-public+signed-in");
    expect(groups.get(src("data/auth/auth-client.ts"))).toBe("group-public+signed-in");
    expect(groups.get("/nm/dexie/index.js")).toBe("group-signed-in");
    expect(groups.get("/nm/@radix-ui/react-menu/index.js")).toBe("group-signed-in+notes");
    expect(groups.get("/nm/@radix-ui/react-select/index.js")).toBe("group-notes");
  });

  it("so a page that needs one module of a group needs them all: the landing page fetches nothing more at first", () => {
    for (const group of new Set(groups.values())) {
      const ids = modulesOf(group);
      const needed = ids.filter((id) => landingFirst.has(id));
      expect(needed.length === 0 || needed.length === ids.length, group).toBe(true);
    }
  });

  it("puts the sync engine's own modules in a group of their own, and leaves what public pages load", () => {
    expect(groups.get(src("data/sync/push.ts"))).toBe("group-sync");
    expect(groups.get(src("data/sync/engine.ts"))).toBe("group-sync");
    // zod: the auth forms' and the sync engine's, which loads after the page: it stays where the bundler put it.
    expect(groups.has("/nm/zod/index.js")).toBe(false);
  });

  it("never puts what a public page loads in a group the public pages do not load", () => {
    const publicModules = loadedWith(
      survey,
      survey
        .map((c) => c.facadeModuleId ?? "")
        .filter((id) => /features\/(landing|auth)\/|guards|app-chrome|landing-islands/.test(id)),
    );
    for (const [id, group] of groups) if (publicModules.has(id)) expect(group, id).toMatch(/[-+]public/);
    // The toaster: the landing page's waitlist form loads it later, the signed-in screens at once.
    expect(groups.get("/nm/sonner/index.js")).toBe("group-landing-later+public+signed-in");
  });

  it("leaves every route's own module and the other screens' code to the bundler", () => {
    for (const id of survey.map((c) => c.facadeModuleId).filter((id) => id !== null))
      expect(groups.has(id)).toBe(false);
    expect(groups.has("/nm/ts-fsrs/index.js")).toBe(false);
    expect(landingParts(survey, SRC).has(src("app/router.tsx"))).toBe(false);
  });
});
