// issue 18 §1, "fast first load": a page's first modules in a few chunks rather than dozens.
//
// Left to itself the bundler makes one chunk per set of screens that share a module, so with ~45 lazy screens the
// signed-in /notes started with 68 scripts, many of 1–2 KB (one per icon, one per Radix part). Over HTTP/1.1 a
// phone fetches six at a time, so the first paint waited on a dozen round trips before the bytes counted.
//
// So the build runs twice. A survey build (in memory, the bundler's own chunking) says which modules each kind of
// page loads: the landing page at once and later (its waitlist form comes after the load event), the app, the
// public pages, the signed-in shell and /notes. The real build then groups the modules the app, the shell and
// /notes load by which of those kinds load them (a module's "signature"): one chunk per signature, named by it
// (group-app, group-public+signed-in, group-signed-in+notes, ...). The sync engine's own modules, which come after
// the load event, are one chunk more. Everything else (the landing and public pages' own modules, the other
// screens and what only they use) keeps the bundler's own chunking.
//
// A page fetches a group chunk whole as soon as it needs one of its modules; since all of a group's modules are
// loaded by the same kinds of page, no page fetches (or runs) code its kind did not load before
// (e2e/first-load.spec.ts checks that the landing and auth pages fetch no signed-in code). The survey is the
// bundler's word on what runs: reading the imports ourselves would have to redo its tree-shaking (an icon imported
// from lucide-react's index needs one file, not the 1,600 that index names).
import fs from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rolldown } from "vite";

/** The kinds of page by the modules they start from (paths under src/). */
const ROOTS = {
  landing: ["app/landing-islands.tsx"],
  app: ["main.tsx", "app/start-app.tsx"],
  signedIn: ["app/signed-in.tsx", "app/shell.tsx"],
  notes: ["features/notes/notes-page.tsx"],
  sync: ["app/offline-sync.ts"],
} as const;

/**
 * The public pages: the landing and auth pages, the guard and the app chrome they load. The same pages as
 * e2e/first-load.spec.ts's; each also loads the app (start-app), a kind of its own.
 */
const PUBLIC_PAGE =
  /\/src\/(features\/(landing|auth)\/|app\/(guards|app-chrome|landing-islands|start-app)\.tsx$)/;

/** A chunk of the survey build: the modules it holds and the chunks it imports statically. */
export type SurveyChunk = {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The module an entry or dynamically imported chunk stands for. */
  facadeModuleId: string | null;
};

/** The modules of `start` and of every chunk they lead to through `next` (file names), transitively. */
function modulesReached(
  chunks: readonly SurveyChunk[],
  start: readonly SurveyChunk[],
  next: (chunk: SurveyChunk) => readonly string[],
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stack = [...start];
  const seen = new Set<SurveyChunk>();
  while (stack.length) {
    const chunk = stack.pop() as SurveyChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of next(chunk)) {
      const found = byFile.get(file);
      if (found) stack.push(found);
    }
  }
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}

/** Every module that loads at once with `roots`: their chunks and the chunks those import, transitively. */
export function loadedWith(chunks: readonly SurveyChunk[], roots: readonly string[]): Set<string> {
  const start = roots.flatMap((root) => chunks.filter((chunk) => chunk.moduleIds.includes(root)));
  if (start.length < roots.length) {
    throw new Error(`first-load chunks: no survey chunk holds one of ${roots.join(", ")}`);
  }
  return modulesReached(chunks, start, (chunk) => chunk.imports);
}

/**
 * Every module the landing page may load without starting the app: its first load and its later parts (the
 * waitlist form, the app chrome), following dynamic imports too, but not into the app (a link starts it).
 */
export function landingParts(chunks: readonly SurveyChunk[], srcDir: string): Set<string> {
  const app = new Set(ROOTS.app.map((root) => path.join(srcDir, root)));
  const landing = new Set(ROOTS.landing.map((root) => path.join(srcDir, root)));
  const isApp = (file: string) =>
    chunks.some((c) => c.fileName === file && c.facadeModuleId && app.has(c.facadeModuleId));
  const start = chunks.filter((chunk) => chunk.facadeModuleId && landing.has(chunk.facadeModuleId));
  return modulesReached(chunks, start, (chunk) =>
    [...chunk.imports, ...chunk.dynamicImports].filter((file) => !isApp(file)),
  );
}

/** The kinds of page whose modules are grouped (the others only tell the groups apart). */
const GROUPED_KINDS = new Set(["app", "signed-in", "notes"]);

/**
 * Each module's group, from the survey: for a module the app, the signed-in shell or /notes loads at once, the
 * kinds of page that load it; for a module only the sync engine loads (no public page), "sync".
 */
export function groupsOf(chunks: readonly SurveyChunk[], srcDir: string): Map<string, string> {
  const load = (roots: readonly string[]) =>
    loadedWith(
      chunks,
      roots.map((root) => path.join(srcDir, root)),
    );
  const appRoots = new Set(ROOTS.app.map((root) => path.join(srcDir, root)));
  const publicFacades = chunks.flatMap((chunk) =>
    chunk.facadeModuleId && PUBLIC_PAGE.test(chunk.facadeModuleId) && !appRoots.has(chunk.facadeModuleId)
      ? [chunk.facadeModuleId]
      : [],
  );
  const publicPages = loadedWith(chunks, publicFacades);
  const kinds: ReadonlyArray<readonly [string, Set<string>]> = [
    ["landing", load(ROOTS.landing)],
    ["landing-later", landingParts(chunks, srcDir)],
    ["app", load(ROOTS.app)],
    ["public", publicPages],
    ["signed-in", load(ROOTS.signedIn)],
    ["notes", load(ROOTS.notes)],
  ];

  // A module that is imported dynamically (a screen, the app) keeps a chunk of its own, so the Vite manifest still
  // names it: the server preloads a page's first modules by those names (apps/server/src/http/static.ts).
  const entries = new Set(chunks.map((chunk) => chunk.facadeModuleId));
  const groupOf = new Map<string, string>();
  for (const [kind, ids] of kinds) {
    if (!GROUPED_KINDS.has(kind)) continue;
    for (const id of ids) {
      if (entries.has(id) || groupOf.has(id)) continue;
      const signature = kinds.filter(([, set]) => set.has(id)).map(([name]) => name);
      groupOf.set(id, `group-${signature.join("+")}`);
    }
  }
  for (const id of load(ROOTS.sync)) {
    if (!entries.has(id) && !groupOf.has(id) && !publicPages.has(id)) groupOf.set(id, "group-sync");
  }
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
            dynamicImports: c.dynamicImports,
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
