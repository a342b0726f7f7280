/** Keeps the three layers pointing one way: core → ui → hosts (foundry, sandbox). */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { listFiles } from "./files";
import { findViolations, type LayerRule } from "./layering";

const src = path.resolve(import.meta.dirname, "../../src");
const core = path.join(src, "core");
const ui = path.join(src, "ui");

const FOUNDRY_GLOBALS = [
  "game",
  "Hooks",
  "CONFIG",
  "ui",
  "foundry",
  "canvas",
  "Roll",
  "ChatMessage",
  "Combat",
  "Combatant",
  "Actor",
  "TokenDocument",
  "socketlib",
];
const DOM_GLOBALS = [
  "document",
  "window",
  "globalThis",
  "localStorage",
  "sessionStorage",
  "navigator",
  "fetch",
];

const CORE_RULE: LayerRule = {
  allowedDirs: [core],
  allowedPackages: ["valibot"],
  forbiddenGlobals: [...FOUNDRY_GLOBALS, ...DOM_GLOBALS],
  forbidMathRandom: true,
};
const UI_RULE: LayerRule = {
  allowedDirs: [core, ui],
  allowedPackages: ["valibot"],
  forbiddenGlobals: FOUNDRY_GLOBALS,
  forbidMathRandom: true,
};

const sources = (dir: string) => listFiles(dir, /\.(ts|mts)$/);

const violations = (dir: string, rule: LayerRule) =>
  sources(dir).flatMap((file) => findViolations(file, readFileSync(file, "utf8"), rule));

describe("layering", () => {
  it("src/core imports only the core and valibot, and touches no Foundry, DOM or Math.random", () => {
    expect(sources(core).length).toBeGreaterThan(0);
    expect(violations(core, CORE_RULE)).toEqual([]);
  });

  it("src/ui imports only the core and the ui, and touches no Foundry global", () => {
    expect(violations(ui, UI_RULE)).toEqual([]);
  });

  it("the checker itself catches each kind of violation", () => {
    const bad = [
      'import { x } from "../../foundry/hooks";',
      'import Handlebars from "handlebars";',
      "const t = game.time.worldTime;",
      "document.body.append('x');",
      "const r = Math.random();",
      "Hooks.on('ready', () => {});",
    ].join("\n");
    const found = findViolations(path.join(core, "time", "bad.ts"), bad, CORE_RULE);
    expect(found).toHaveLength(6);
    const fine =
      "const o = { game: 1, ui: 2 }; o.game; interface I { document: string } const { window: w } = { window: 1 };";
    expect(findViolations(path.join(core, "fine.ts"), fine, CORE_RULE)).toEqual([]);
  });
});
