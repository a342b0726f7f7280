/**
 * Templates stay small enough to read: none nests deeper than 10 levels (HTML elements and Handlebars blocks
 * counted together) or runs over 400 lines. A deeper piece becomes a partial of its own, and a template that
 * calls one is formatted by hand, as Prettier's Handlebars parser cannot read the call (.prettierignore).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "./files";

const root = path.resolve(import.meta.dirname, "../..");
const MAX_NESTING = 10;
const MAX_LINES = 400;
/** Elements that have no closing tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "wbr",
]);

/** How many elements and blocks enclose a template's most deeply nested one (its root sits in none). */
function nesting(source: string): number {
  const code = source.replace(/\{\{!--[\s\S]*?--\}\}|\{\{~?![\s\S]*?\}\}/g, "");
  let depth = 0;
  let deepest = 0;
  for (const [, block, closing, tag, selfClosing] of code.matchAll(
    /\{\{~?([#/])[^}]*\}\}|<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g,
  )) {
    if (block === "/" || closing === "/") {
      depth--;
      continue;
    }
    deepest = Math.max(deepest, depth);
    if (block === "#" || (selfClosing === "" && !VOID.has(tag!.toLowerCase()))) depth++;
  }
  return deepest;
}

const templates = listFiles(path.join(root, "templates"), /\.(hbs|html)$/);
const name = (file: string) => path.relative(root, file);

describe("templates", () => {
  it("counts elements and blocks alike, comments and void elements aside", () => {
    expect(nesting("<a>{{! <b><c> }}{{#if x}}<img src=''><b><br /><c></c></b>{{/if}}</a>")).toBe(3);
    expect(nesting("{{~#each xs~}}<i>{{this}}</i>{{~/each~}}<p></p>")).toBe(1);
  });

  it(`nest at most ${MAX_NESTING} levels and run at most ${MAX_LINES} lines`, () => {
    expect(templates.length).toBeGreaterThan(10);
    const tooDeep = templates.filter((f) => nesting(readFileSync(f, "utf8")) > MAX_NESTING).map(name);
    const tooLong = templates.filter((f) => readFileSync(f, "utf8").split("\n").length > MAX_LINES).map(name);
    expect({ tooDeep, tooLong }).toEqual({ tooDeep: [], tooLong: [] });
  });

  it("that call a partial, and only those, are left out of Prettier, which cannot read the call", () => {
    const ignored = readFileSync(path.join(root, ".prettierignore"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("templates/"));
    const calling = templates.filter((f) => /\{\{~?>/.test(readFileSync(f, "utf8"))).map(name);
    expect(calling.sort()).toEqual(ignored.sort());
  });
});
