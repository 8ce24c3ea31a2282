// issue 18 §1, "fast first load": a page's first modules in a few chunks rather than dozens.
//
// Left to itself the bundler makes one chunk per set of screens that share a module, so with ~45 lazy screens the
// signed-in /notes started with 68 scripts, many of 1–2 KB (one per icon, one per Radix part). Over HTTP/1.1 a
// phone fetches six at a time, so the first paint waited on a dozen round trips before the bytes counted.
//
// So the build runs twice. A survey build (in memory, the bundler's own chunking) says which modules each of the
// roots below loads at once: the modules of its chunk and of every chunk that chunk imports. The real build then
// puts them together, by what loads them:
//
//   shared    — what the landing page loads at once that a group below also loads (React);
//   app       — the single-page app and its router, loaded by every page but the prerendered "/";
//   public    — what the public pages load (not on the landing page's first load) that the signed-in screens
//               load too (form parts, icons);
//   signed-in — the sign-in guard, offline layer and shell, loaded by every signed-in screen and by no public one;
//   notes     — the /notes screen (a first-load goal of its own);
//   sync      — the sync engine, loaded after the page's load event (app/offline-layer.ts).
//
// Each group is taken from what the bundler itself loaded together, minus the groups above it, so no page loads
// code it did not load before (e2e/first-load.spec.ts checks that the landing and auth pages fetch no signed-in
// chunk). Everything else (the landing page's own parts, the other screens and what only they use) keeps the
// bundler's own chunking. The survey is the bundler's word on what runs: reading the imports ourselves would have
// to redo its tree-shaking (an icon imported from lucide-react's index needs one file, not the 1,600 it names).
import fs from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rolldown } from "vite";

/** The modules whose first loads are grouped, by their roots (paths under src/). */
const ROOTS = {
  landing: ["app/landing-islands.tsx"],
  app: ["main.tsx", "app/start-app.tsx"],
  signedIn: ["app/signed-in.tsx", "app/shell.tsx"],
  notes: ["features/notes/notes-page.tsx"],
  sync: ["app/offline-sync.ts"],
} as const;

/**
 * The public pages' modules: the auth pages, the guard and app chrome they load, and the landing page with its
 * later parts (its waitlist form comes after the load event). No signed-in group may hold what any of them loads.
 * The same pages as e2e/first-load.spec.ts's.
 */
const PUBLIC_PAGE =
  /\/src\/(features\/(landing|auth)\/|app\/(guards|app-chrome|landing-islands|start-app)\.tsx$)/;

/** A chunk of the survey build: the modules it holds and the chunks it imports statically. */
export type SurveyChunk = {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  /** The module an entry or dynamically imported chunk stands for. */
  facadeModuleId: string | null;
};

/** Every module that loads at once with `roots`: their chunks and the chunks those import, transitively. */
export function loadedWith(chunks: readonly SurveyChunk[], roots: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stack = roots.flatMap((root) => chunks.filter((chunk) => chunk.moduleIds.includes(root)));
  if (stack.length < roots.length) {
    throw new Error(`first-load chunks: no survey chunk holds one of ${roots.join(", ")}`);
  }
  const seen = new Set<SurveyChunk>();
  while (stack.length) {
    const chunk = stack.pop() as SurveyChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}

/**
 * Each module's group, from the survey (see the table at the top). A group chunk is fetched whole by every page
 * that needs any module in it, so each group holds only what all of its pages loaded at once before: a module any
 * part of a public page loads never goes to a signed-in group, and "public" holds what the public pages share with
 * the signed-in screens' first load (not with the sync engine, which comes after the load event).
 */
export function groupsOf(chunks: readonly SurveyChunk[], srcDir: string): Map<string, string> {
  const load = (roots: readonly string[]) =>
    loadedWith(
      chunks,
      roots.map((root) => path.join(srcDir, root)),
    );
  const landing = load(ROOTS.landing);
  const app = load(ROOTS.app);
  const signedIn = load(ROOTS.signedIn);
  const notes = load(ROOTS.notes);
  const sync = load(ROOTS.sync);
  const publicPages = loadedWith(
    chunks,
    chunks.flatMap((chunk) =>
      chunk.facadeModuleId && PUBLIC_PAGE.test(chunk.facadeModuleId) ? [chunk.facadeModuleId] : [],
    ),
  );

  // A module that is imported dynamically (a screen, the app) keeps a chunk of its own, so the Vite manifest still
  // names it: the server preloads a page's first modules by those names (apps/server/src/http/static.ts).
  const entries = new Set(chunks.map((chunk) => chunk.facadeModuleId));
  const groupOf = new Map<string, string>();
  const place = (ids: Iterable<string>, name: string, when: (id: string) => boolean) => {
    for (const id of ids)
      if (!entries.has(id) && !groupOf.has(id) && when(id)) groupOf.set(id, `group-${name}`);
  };
  place(app, "shared", (id) => landing.has(id));
  place(app, "app", (id) => !landing.has(id));
  place(publicPages, "public", (id) => !landing.has(id) && (signedIn.has(id) || notes.has(id)));
  place(signedIn, "signed-in", (id) => !publicPages.has(id));
  place(notes, "notes", (id) => !publicPages.has(id));
  place(sync, "sync", (id) => !publicPages.has(id));
  return groupOf;
}

/**
 * The plugin that runs the survey build at the start of the client build, and the `name` function of a rolldown
 * code-splitting group that reads it: a module's group, or null to leave it to the bundler. `surveyPlugins` are
 * the plugins the app's modules need to build (JSX, CSS, virtual modules), without the ones that write files.
 */
export function firstLoadChunks(options: {
  srcDir: string;
  surveyPlugins: () => PluginOption[];
  alias: Record<string, string>;
}): { plugin: Plugin; name: (moduleId: string) => string | null } {
  let config: ResolvedConfig;
  let groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: "lectern:first-load-chunks",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.build.ssr) return;
      // write: false keeps the output in memory; the scratch directory only keeps plugins off the real one.
      await fs.mkdir(path.join(config.root, "node_modules"), { recursive: true });
      const scratch = await fs.mkdtemp(path.join(config.root, "node_modules", ".lectern-survey-"));
      try {
        const output = await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          plugins: options.surveyPlugins(),
          resolve: { alias: options.alias },
          worker: { format: "es" },
          build: { outDir: scratch, write: false, copyPublicDir: false, reportCompressedSize: false },
        });
        const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
        const chunks = outputs
          .flatMap((o) => o.output)
          .filter((o): o is Rolldown.OutputChunk => o.type === "chunk")
          .map((c) => ({
            fileName: c.fileName,
            moduleIds: c.moduleIds,
            imports: c.imports,
            facadeModuleId: c.facadeModuleId,
          }));
        groupOf = groupsOf(chunks, options.srcDir);
      } finally {
        await fs.rm(scratch, { recursive: true, force: true });
      }
    },
  };
  return { plugin, name: (moduleId) => groupOf.get(moduleId) ?? null };
}
