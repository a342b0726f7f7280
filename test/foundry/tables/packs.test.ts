/**
 * The compendium sources: the roll tables are generated from the core's tables (set UPDATE_PACKS=1 to write
 * them again after a rules change), and every macro is a short call into the API that works.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scriptedRoller } from "../../../src/core";
import { buildTables, stableId } from "../../../src/foundry/tables/packs";
import { newArea } from "../../../src/ui";
import { strictI18n } from "../../ui/session/host";
import { api, clockTable, settle } from "../session/clock-table";

const root = path.resolve(import.meta.dirname, "../../..");
const tablesDir = path.join(root, "packs/tables");
const macrosDir = path.join(root, "packs/macros");
const json = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

describe("the roll tables compendium", () => {
  const generated = buildTables(strictI18n);

  if (process.env.UPDATE_PACKS === "1") {
    rmSync(tablesDir, { recursive: true, force: true });
    mkdirSync(tablesDir, { recursive: true });
    for (const t of generated)
      writeFileSync(path.join(tablesDir, t.file), JSON.stringify(t.source, null, 2) + "\n");
  }

  it("matches the core's tables (regenerate with UPDATE_PACKS=1 when the rules change)", () => {
    const files = readdirSync(tablesDir)
      .filter((f) => f.endsWith(".json"))
      .sort();
    expect(files).toEqual(generated.map((t) => t.file).sort());
    for (const t of generated) expect(json(path.join(tablesDir, t.file))).toEqual(t.source);
  });

  it("holds the overloaded encounter tables, veer, shelter by season and reaction, covering every roll", () => {
    const names = generated.map((t) => t.source.name);
    expect(names).toContain("Overloaded encounter die: dungeon (six watches)");
    expect(names).toContain("Lost: which way the party veers");
    expect(names.filter((n) => n.startsWith("Natural shelter"))).toHaveLength(4);
    for (const { source } of generated) {
      const [count, faces] = source.formula.split("d").map(Number) as [number, number];
      let next = count;
      for (const r of source.results) {
        expect(r.range[0]).toBe(next);
        next = r.range[1] + 1;
        expect(r._key).toBe(`!tables.results!${source._id}.${r._id}`);
      }
      expect(next - 1).toBe(count * faces);
      expect(source._id).toMatch(/^[A-Za-z0-9]{16}$/);
    }
  });

  it("R000-23 reads the shelter table by season: winter hills on 8 or less, forest on 18 or less", () => {
    const winter = generated.find((t) => t.file === "shelter-winter.json")!.source.results;
    expect(winter.map((r) => [r.range, r.name])).toEqual([
      [[1, 6], "Shelter found in: forest, hills, mountains, grassland, swamp"],
      [[7, 8], "Shelter found in: forest, hills, mountains, swamp"],
      [[9, 18], "Shelter found in: forest"],
      [[19, 20], "No shelter found in any terrain"],
    ]);
  });

  it("makes stable 16-character ids", () => {
    expect(stableId("x")).toBe(stableId("x"));
    expect(stableId("x")).not.toBe(stableId("y"));
    expect(stableId("anything")).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

describe("the macro compendium", () => {
  const macros = readdirSync(macrosDir)
    .filter((f) => f.endsWith(".json"))
    .map(
      (f) => json(path.join(macrosDir, f)) as { _id: string; _key: string; name: string; command: string },
    );

  it("has one macro per procedure, each with its key", () => {
    expect(macros.map((m) => m.name).sort()).toEqual(
      [
        "Advance one turn",
        "Advance one watch",
        "Encounter check",
        "Light a torch",
        "Loud noise",
        "Morale check",
        "Pushed mount",
        "Reaction roll",
        "Rest",
        "Switch party",
        "Travel a hex",
      ].sort(),
    );
    for (const m of macros) {
      expect(m._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(m._key).toBe(`!macros!${m._id}`);
    }
  });

  it("runs each macro as a short call into the API", async () => {
    const t = await clockTable();
    t.world.dice = scriptedRoller(Array.from({ length: 40 }, () => 4));
    await api(t.gm).setArea({ ...newArea("dungeon", "Crypt") });
    t.gm.controlled = [t.aldoToken];
    // The dialogs' answers, in the order the macros ask (files by name): morale (score 7), a pushed mount,
    // travel (grassland).
    t.gm.apps.answers = [
      { score: "7", modifier: "0" },
      { mount: "Bessie", hd: "2", pushedDays: "1" },
      { terrain: "grassland", method: "foot" },
    ];
    await settle(t.world);
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (game: unknown) => Promise<void>;
    const game = { modules: t.gm.game.modules };
    const start = t.world.worldTime;
    for (const macro of macros) {
      await new AsyncFunction("game", macro.command)(game);
      await settle(t.world);
    }
    // Turn + watch + rest (a turn under four watches) + a grassland hex on foot (a watch).
    expect(t.world.worldTime - start).toBe(600 + 21_600 + 600 + 21_600);
    const cards = t.world.messages.map((m) => m.flags.turnkeeper.card);
    for (const kind of ["encounter", "light", "reaction", "morale", "pushedMount", "navigation"])
      expect(cards).toContain(kind);
    expect(t.gm.notifications.shown.filter((n) => n.level !== "info")).toEqual([]);
  });
});
