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
