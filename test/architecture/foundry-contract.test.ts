/**
 * Every Foundry name the adapter touches has a row in docs/foundry-contract.md: a global or member
 * (`game.users.activeGM`), a hook it listens to or calls, a method its subclasses of Foundry's classes override.
 * A name the table lacks fails here, with the file that uses it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "./files";
import { foundryNames } from "./foundry-names";

const root = path.resolve(import.meta.dirname, "../..");
const contract = readFileSync(path.join(root, "docs/foundry-contract.md"), "utf8");

/**
 * How a name stands in the table: in backticks, a hook or an override by its bare name, a member alone or with
 * what follows it (`CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE`, `Scene#grid`, `Roll(...)` all name their root).
 */
const written = (name: string) =>
  new RegExp("`" + name.replace(/^(hook|override):/, "").replace(/[.$]/g, "\\$&") + "[`.#(]");

describe("the Foundry contract", () => {
  it("has a row for every Foundry name src/foundry uses", () => {
    const names = foundryNames(listFiles(path.join(root, "src/foundry"), /(?<!\.d)\.ts$/));
    expect(names.size).toBeGreaterThan(50);
    const missing = [...names].filter(([name]) => !written(name).test(contract));
    expect(missing.map(([name, files]) => `${name} (${path.relative(root, files[0]!)})`)).toEqual([]);
  });

  it("finds globals, env ports, hooks and overrides in a sample", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const dir = mkdtempSync(path.join(root, "node_modules/.tk-names-"));
    const file = path.join(dir, "sample.ts");
    writeFileSync(
      file,
      `class T extends foundry.applications.api.ApplicationV2 { override _onRender() {} }
       class Own { open() {} } class Mine extends Own { override open() {} }
       env.Hooks.on("updateWorldTime", () => env.game.users.activeGM?.id);
       this.#env.config.time.roundTime = 6; env.Hooks.callAll("turnkeeper.x"); new Roll("1d6");`,
    );
    expect([...foundryNames([file]).keys()].sort()).toEqual([
      "CONFIG.time.roundTime",
      "Hooks.callAll",
      "Hooks.on",
      "Roll",
      "foundry.applications.api.ApplicationV2",
      "game.users.activeGM",
      "hook:updateWorldTime",
      "override:_onRender",
    ]);
  });
});
