/**
 * ARCHITECTURE.md's "Where each feature lives" table, made from the tree: one row per feature folder, the files
 * it holds in each layer. `npx tsx scripts/feature-table.ts --write` rewrites the table in place;
 * test/architecture/feature-table.test.ts fails when it and the tree part ways.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DOC = join(ROOT, "ARCHITECTURE.md");
const LAYERS = ["core", "ui", "foundry", "sandbox"] as const;
const TESTED = ["core", "ui", "foundry", "sandbox"] as const;

/** Folders every feature uses rather than features of their own (the paragraph under the table names them). */
const CROSS_CUTTING = new Set(["util", "schema", "i18n", "env", "apps", "types", "quench"]);

/** The rows' order: the layers' own, by how a reader meets them; a feature not listed comes after, by name. */
const ORDER = [
  "clock",
  "lights",
  "party",
  "session",
  "chat",
  "dialogs",
  "actions",
  "tables",
  "dungeon",
  "wilderness",
  "social",
  "map",
  "calendar",
  "record",
  "combat",
  "presets",
  "dice",
  "setup",
];

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory();
const entries = (path: string) => (isDir(path) ? readdirSync(path).sort() : []);

/** A file's name as the table gives it: TypeScript without its extension, anything else with it. */
const shown = (file: string) => (file.endsWith(".ts") && !file.endsWith(".d.ts") ? file.slice(0, -3) : file);

/** "`combat/` a, b; `combat/sub/` c": a folder's files, then each sub-folder's, skipping empty ones. */
function folderCell(base: string, rel: string): string[] {
  const path = join(base, rel);
  const names = entries(path);
  const files = names.filter((n) => !isDir(join(path, n))).map(shown);
  const own = files.length > 0 ? [`\`${rel}/\` ${files.join(", ")}`] : [];
  return [
    ...own,
    ...names.filter((n) => isDir(join(path, n))).flatMap((n) => folderCell(base, `${rel}/${n}`)),
  ];
}

function testsCell(feature: string): string {
  const layers = TESTED.filter((layer) => isDir(join(ROOT, "test", layer, feature)));
  if (layers.length === 0) return "";
  return layers.length === 1
    ? `\`test/${layers[0]}/${feature}/\``
    : `\`test/{${layers.join(",")}}/${feature}/\``;
}

function features(): string[] {
  const found = new Set(
    LAYERS.flatMap((layer) =>
      entries(join(ROOT, "src", layer)).filter(
        (n) => isDir(join(ROOT, "src", layer, n)) && !CROSS_CUTTING.has(n),
      ),
    ),
  );
  const listed = ORDER.filter((f) => found.has(f));
  return [...listed, ...[...found].filter((f) => !ORDER.includes(f)).sort()];
}

function row(feature: string): string[] {
  const layers = LAYERS.map((layer) => folderCell(join(ROOT, "src", layer), feature).join("; "));
  const templates = folderCell(join(ROOT, "templates"), feature).join("; ");
  const style = existsSync(join(ROOT, "styles", `${feature}.css`)) ? `\`${feature}.css\`` : "";
  return [feature, ...layers, templates, style, testsCell(feature)];
}

const HEADER = ["feature", ...LAYERS.map((l) => `\`src/${l}/\``), "`templates/`", "`styles/`", "tests"];

/** The table as Prettier writes it. */
export async function featureTable(): Promise<string> {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const rows = [line(HEADER), line(HEADER.map(() => "---")), ...features().map((f) => line(row(f)))];
  const options = { ...(await resolveConfig(DOC)), parser: "markdown" };
  return (await format(rows.join("\n"), options)).trimEnd();
}

/** ARCHITECTURE.md's table as it stands: the lines from its header to the first line that is not a row. */
export function documentedTable(text = readFileSync(DOC, "utf8")): {
  start: number;
  end: number;
  table: string;
} {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith("| feature"));
  let end = start;
  while (end < lines.length && lines[end]!.startsWith("|")) end++;
  return { start, end, table: lines.slice(start, end).join("\n") };
}

async function write(): Promise<void> {
  const text = readFileSync(DOC, "utf8");
  const { start, end } = documentedTable(text);
  const lines = text.split("\n");
  lines.splice(start, end - start, await featureTable());
  writeFileSync(DOC, lines.join("\n"));
}

if (process.argv.includes("--write")) await write();
