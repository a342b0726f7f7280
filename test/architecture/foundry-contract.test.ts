/**
 * Every Foundry name the adapter touches has its touchpoint in the Foundry contract: a heading in a section file
 * of docs/contract/ that names it (a global or member like `game.users.activeGM`, a hook it listens to or calls,
 * a method its subclasses of Foundry's classes override), with its evidence under it, and listed in the index,
 * docs/foundry-contract.md. A name no heading names fails here, with the file that uses it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "./files";
import { foundryNames } from "./foundry-names";

const root = path.resolve(import.meta.dirname, "../..");
const index = readFileSync(path.join(root, "docs/foundry-contract.md"), "utf8");
/** The section files that hold touchpoints (the risks file holds none). */
const sections = listFiles(path.join(root, "docs/contract"), /\.md$/).filter((f) => !f.endsWith("risks.md"));

/** The evidence every touchpoint gives, in this order, one bullet each. */
const FIELDS = ["v13", "v14", "in the wild", "fake", "test", "Quench"];

interface Touchpoint {
  readonly file: string;
  readonly heading: string;
  readonly body: string;
}

/** A section file's touchpoints: each `### ` heading and the text up to the next one. */
function touchpointsOf(file: string): Touchpoint[] {
  const parts = readFileSync(file, "utf8").split(/^### /m).slice(1);
  return parts.map((part) => {
    const end = part.indexOf("\n");
    return { file, heading: part.slice(0, end).trim(), body: part.slice(end + 1) };
  });
}
const touchpoints = sections.flatMap(touchpointsOf);

/**
 * How a name stands in a heading: in backticks, a hook or an override by its bare name, a member alone or with
 * what follows it (`CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE`, `Scene#grid`, `Roll(...)` all name their root).
 */
const written = (name: string) =>
  new RegExp("`" + name.replace(/^(hook|override):/, "").replace(/[.$]/g, "\\$&") + "[`.#(]");

describe("the Foundry contract", () => {
  it("has a touchpoint heading for every Foundry name src/foundry uses", () => {
    const names = foundryNames(listFiles(path.join(root, "src/foundry"), /(?<!\.d)\.ts$/));
    expect(names.size).toBeGreaterThan(50);
    const missing = [...names].filter(([name]) => !touchpoints.some((t) => written(name).test(t.heading)));
    expect(missing.map(([name, files]) => `${name} (${path.relative(root, files[0]!)})`)).toEqual([]);
  });

  it("gives every touchpoint its evidence, one bullet a field", () => {
    expect(touchpoints.length).toBeGreaterThan(50);
    const fieldsOf = (t: Touchpoint) => [...t.body.matchAll(/^- \*\*(.+?)\*\*: \S/gm)].map((m) => m[1]);
    const lacking = touchpoints.filter((t) => fieldsOf(t).join("|") !== FIELDS.join("|"));
    expect(lacking.map((t) => `${path.relative(root, t.file)}: ${t.heading}`)).toEqual([]);
  });

  it("lists every section and every touchpoint in the index", () => {
    const unlinked = sections.filter((f) => !index.includes(`](contract/${path.basename(f)})`));
    expect(unlinked.map((f) => path.relative(root, f))).toEqual([]);
    const unlisted = touchpoints.filter((t) => !index.includes(`\n- ${t.heading}\n`));
    expect(unlisted.map((t) => t.heading)).toEqual([]);
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
