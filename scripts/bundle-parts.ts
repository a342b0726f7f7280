/**
 * Which of the built module's JavaScript every client loads at start, and which waits for a dynamic
 * `import()`: the entry (turnkeeper.js) and the chunks it imports statically, recursively, against every
 * other chunk. Sizes are gzipped file by file, as a server sends them.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The guard on what every client loads at start, in KB gzipped. */
export const START_GZIP_GUARD_KB = 50;

export interface BundlePart {
  /** Paths relative to the build folder. */
  readonly files: readonly string[];
  readonly gzipKb: number;
}

/**
 * The relative paths a module imports statically: `import ... from "./x.js"`, `import "./x.js"` and
 * `export ... from "./x.js"`, as a minifier writes them, but not `import("./x.js")`.
 */
export function staticImports(code: string): string[] {
  const found = code.matchAll(
    /(?<![\w$.])(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  );
  return [...found].map((m) => m[1]!);
}

function jsFiles(dir: string, under = ""): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(under, entry.name);
    if (entry.isDirectory()) return jsFiles(dir, file);
    return entry.name.endsWith(".js") ? [file] : [];
  });
}

function part(dir: string, files: readonly string[]): BundlePart {
  const bytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length,
    0,
  );
  return { files: [...files].sort(), gzipKb: bytes / 1024 };
}

/** The start part (the entry and its static imports) and the lazy part (every other .js file) of `dir`. */
export function bundleParts(dir: string, entry = "turnkeeper.js"): { start: BundlePart; lazy: BundlePart } {
  const start = new Set<string>();
  const visit = (file: string) => {
    if (start.has(file)) return;
    start.add(file);
    const code = readFileSync(path.join(dir, file), "utf8");
    for (const spec of staticImports(code))
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  };
  visit(entry);
  const lazy = jsFiles(dir).filter((f) => !start.has(f));
  return { start: part(dir, [...start]), lazy: part(dir, lazy) };
}

/**
 * What every client loads later, never at start (CONTRIBUTING.md, "Lazily loaded code"): the GM's writing
 * session and what only it runs, the combat driver, the GM's forms, what the panel's buttons do, the intents'
 * gate (loaded with a client's first intent). Each names the chunk its `import()` makes
 * (`chunks/<name>-<hash>.js`): were its module imported statically from the start, the build would put it in
 * turnkeeper.js and make no such chunk.
 */
export const LATER_CHUNKS: Readonly<Record<string, string>> = {
  writer: "the writing session (src/foundry/session/writer.ts)",
  store: "the record store (src/foundry/record/store.ts)",
  driver: "the combat driver (src/foundry/combat/driver.ts)",
  ending: "rounding a fight's time up (src/foundry/combat/ending.ts)",
  "recovery-prompt": "the Recovery Time prompt (src/foundry/combat/recovery-prompt.ts)",
  calendar: "the calendar readers (src/foundry/calendar/calendar.ts)",
  darkness: "scene darkness (src/foundry/calendar/darkness.ts)",
  running: "the running clock's driver (src/ui/clock/running.ts)",
  "areas-form": "the areas form (src/foundry/map/areas-form.ts)",
  "preset-editor": "the preset editor (src/foundry/presets/preset-editor.ts)",
  "actions-editor": "the common actions' editor (src/foundry/combat/actions-editor.ts)",
  "duration-box": "the duration box (src/ui/clock/duration-box.ts)",
  "panel-actions": "the clock panel's buttons (src/foundry/clock/panel-actions.ts)",
  "api-calls": "the API's intent calls (src/foundry/setup/api-calls.ts)",
  gate: "the intents' gate and schemas (src/ui/session/gate.ts)",
};

/**
 * Strings only code loaded later has (error codes the core returns, a check's label), which the start bundle
 * must not contain: the rules only the writer runs, split from modules every client reads.
 */
export const LATER_MARKERS: Readonly<Record<string, string>> = {
  "timer.unknownEntry": "undoing the log (src/core/clock/log/keeper.ts)",
  "timer.unknownLight": "lighting a source (src/core/lights/lighting.ts)",
  "action.badElapsed": "planning an action (src/core/actions/perform.ts)",
  "TURNKEEPER.Check.encounter": "an area's encounter check (src/ui/map/encounter-checks.ts)",
  "TURNKEEPER.Clock.FightAsk.title": "what an open fight asks first (src/ui/clock/fight-question.ts)",
};

/** What should be loaded later but is at start in `dir`'s build, in words (none when all is in place). */
export function atStartTooSoon(
  dir: string,
  chunks: Readonly<Record<string, string>> = LATER_CHUNKS,
  markers: Readonly<Record<string, string>> = LATER_MARKERS,
): string[] {
  const { start, lazy } = bundleParts(dir);
  // `chunkFileNames` in vite.config.ts: the name, then a hash of 8 characters.
  const isChunk = (file: string, name: string) =>
    file.startsWith(`chunks/${name}-`) && /^[\w-]{8}\.js$/.test(file.slice(`chunks/${name}-`.length));
  const missing = Object.entries(chunks)
    .filter(([name]) => !lazy.files.some((file) => isChunk(file, name)))
    .map(([name, what]) => `${what}: no chunks/${name}-*.js loaded later`);
  const code = start.files.map((file) => readFileSync(path.join(dir, file), "utf8")).join("\n");
  const found = Object.entries(markers)
    .filter(([marker]) => code.includes(JSON.stringify(marker)))
    .map(([marker, what]) => `${what}: ${marker} at start`);
  return [...missing, ...found];
}
