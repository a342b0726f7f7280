/**
 * Where the module's gzipped JavaScript goes: builds the release bundle with a source map into a temporary
 * folder and prints, for each source file (or folder, with `--depth N` path segments after src/), how many
 * gzipped bytes the bundle would lose without it. Gzip shares strings across files, so the parts add up to a
 * little less than the whole. "Start" is what every client loads: turnkeeper.js and the chunks it imports
 * statically; GM-only code is split off with `import()` and listed as loaded later.
 *
 *   npm run size                # per file
 *   npm run size -- --depth 2   # per folder, e.g. src/core/combat
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";

const root = path.resolve(import.meta.dirname, "..");
const depthArg = process.argv.indexOf("--depth");
const depth = depthArg === -1 ? Infinity : Number(process.argv[depthArg + 1]);

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

/** The group a source belongs to: its path from src/ (or node_modules/), cut to `depth` segments after it. */
function groupOf(source: string | null): string {
  if (source === null) return "(unmapped)";
  const from = source.replace(/^.*?\/(src|node_modules)\//, "$1/");
  return from
    .split("/")
    .slice(0, depth + 1)
    .join("/");
}

/** Which group wrote each character of the minified code, from the source map's mappings. */
function owners(code: string, map: RawSourceMap): string[] {
  const lineStarts = [0];
  for (const line of code.split("\n")) lineStarts.push(lineStarts.at(-1)! + line.length + 1);
  const owner = new Array<string>(code.length).fill("(unmapped)");
  let previous: { line: number; column: number; group: string } | null = null;
  new SourceMapConsumer(map).eachMapping((m) => {
    if (previous !== null) {
      const from = lineStarts[previous.line - 1]! + previous.column;
      const to =
        m.generatedLine === previous.line
          ? lineStarts[m.generatedLine - 1]! + m.generatedColumn
          : lineStarts[previous.line]! - 1;
      owner.fill(previous.group, from, to);
    }
    previous = { line: m.generatedLine, column: m.generatedColumn, group: groupOf(m.source) };
  });
  return owner;
}

/** A file and every file it imports statically (`import ... from "./chunks/x.js"`, not `import("...")`). */
function startFiles(dir: string, entry: string, seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [...seen];
  seen.add(entry);
  const code = readFileSync(path.join(dir, entry), "utf8");
  for (const m of code.matchAll(/(?:^|[;}])\s*import\s*(?:[^"'()]*?from\s*)?["']([^"']+)["']/g)) {
    startFiles(dir, path.normalize(path.join(path.dirname(entry), m[1] ?? "")), seen);
  }
  return [...seen];
}

/** The chunks loaded only when the code asks for them. */
function lazyFiles(dir: string, start: readonly string[]): string[] {
  const chunks = existsSync(path.join(dir, "chunks")) ? readdirSync(path.join(dir, "chunks")) : [];
  return chunks
    .filter((name) => name.endsWith(".js"))
    .map((name) => `chunks/${name}`)
    .filter((file) => !start.includes(file));
}

const out = mkdtempSync(path.join(tmpdir(), "tk-size-"));
try {
  execFileSync("npx", ["vite", "build", "--outDir", out, "--sourcemap", "true", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
  });
  // What every client loads at start: turnkeeper.js and the chunks it imports statically (GM-only code is
  // loaded later with `import()`, into chunks of its own).
  const files = startFiles(out, "turnkeeper.js");
  const parts = files.map((file) => {
    const code = readFileSync(path.join(out, file), "utf8").replace(/\n\/\/# sourceMappingURL=.*$/, "");
    const mapFile = path.join(out, `${file}.map`);
    // A stub with no sources of its own (the entry that only imports the start chunk) has no map.
    if (!existsSync(mapFile)) return { code, owner: new Array<string>(code.length).fill("(unmapped)") };
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as RawSourceMap;
    return { code, owner: owners(code, map) };
  });
  const whole = parts.reduce((sum, p) => sum + gz(p.code), 0);
  const minified = parts.reduce((sum, p) => sum + p.code.length, 0);
  const groups = new Set(parts.flatMap((p) => p.owner));
  const rows = [...groups].map((group) => {
    const without = parts.reduce(
      (sum, p) => sum + gz([...p.code].filter((_, i) => p.owner[i] !== group).join("")),
      0,
    );
    return {
      group,
      minified: parts.reduce((sum, p) => sum + p.owner.filter((o) => o === group).length, 0),
      gzipped: whole - without,
    };
  });
  rows.sort((a, b) => b.gzipped - a.gzipped);
  console.info(
    `start (${files.join(" + ")}): ${minified} bytes minified, ${(whole / 1024).toFixed(2)} KB gzipped\n`,
  );
  for (const file of lazyFiles(out, files))
    console.info(
      `loaded later: ${file}, ${(gz(readFileSync(path.join(out, file), "utf8")) / 1024).toFixed(2)} KB gzipped`,
    );
  console.info(`\n${"gzipped".padStart(8)} ${"minified".padStart(9)}  source`);
  for (const r of rows)
    console.info(`${String(r.gzipped).padStart(8)} ${String(r.minified).padStart(9)}  ${r.group}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
