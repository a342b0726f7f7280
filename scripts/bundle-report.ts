/**
 * Where the module's gzipped JavaScript goes: builds the release bundle with a source map into a temporary
 * folder and prints, for each source file (or folder, with `--depth N` path segments after src/), how many
 * gzipped bytes the bundle would lose without it. Gzip shares strings across files, so the parts add up to a
 * little less than the whole. First it prints what every client loads at start (the entry and the chunks it
 * imports statically), the figure to keep within its guard, and what is loaded later with import().
 *
 *   npm run size                # per file
 *   npm run size -- --depth 2   # per folder, e.g. src/core/combat
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { bundleParts, START_GZIP_GUARD_KB } from "./bundle-parts";

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

const out = mkdtempSync(path.join(tmpdir(), "tk-size-"));
try {
  execFileSync("npx", ["vite", "build", "--outDir", out, "--sourcemap", "true", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
  });
  // Each file here ends with a source-map comment, a few bytes more than shipped (`npm run bench -- bundle`).
  const { start, lazy } = bundleParts(out);
  const kb = (n: number) => `${n.toFixed(2)} KB`;
  console.info(
    `at start: ${kb(start.gzipKb)} gzipped (guard ${START_GZIP_GUARD_KB} KB): ${start.files.join(", ")}`,
  );
  console.info(`later:    ${kb(lazy.gzipKb)} gzipped: ${lazy.files.join(", ") || "nothing"}\n`);
  const parts = start.files.map((file) => {
    const code = readFileSync(path.join(out, file), "utf8").replace(/\n\/\/# sourceMappingURL=.*$/, "");
    const mapFile = path.join(out, `${file}.map`);
    // A stub with no sources of its own (an entry that only imports the start chunk) has no map.
    if (!existsSync(mapFile)) return { code, owner: new Array<string>(code.length).fill("(unmapped)") };
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as RawSourceMap;
    return { code, owner: owners(code, map) };
  });
  const whole = parts.reduce((sum, p) => sum + gz(p.code), 0);
  const minified = parts.reduce((sum, p) => sum + p.code.length, 0);
  const rows = [...new Set(parts.flatMap((p) => p.owner))].map((group) => {
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
  console.info(`at start, by source: ${minified} bytes minified, ${(whole / 1024).toFixed(2)} KB gzipped\n`);
  console.info(`${"gzipped".padStart(8)} ${"minified".padStart(9)}  source`);
  for (const r of rows)
    console.info(`${String(r.gzipped).padStart(8)} ${String(r.minified).padStart(9)}  ${r.group}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
