import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { presetJson } from "../../../src/foundry/presets/preset-editor";
import { translations } from "../../fakes/foundry";
import { api, clockTable, settle, tkOf } from "../session/clock-table";

afterEach(() => vi.restoreAllMocks());

const settingWrites = (t: Awaited<ReturnType<typeof clockTable>>, since: number) =>
  t.world.writes.slice(since).flatMap((w) => (w.kind === "setting" ? [w.key] : []));

async function openEditor(t: Awaited<ReturnType<typeof clockTable>>) {
  t.gm.menus.press("presetEditor");
  await settle(t.world);
  return t.gm.apps.windows.get("preset-editor")!;
}

describe("the custom preset editor", () => {
  it("is a GM-only button in the module's settings, with localized words, beside the areas form", async () => {
    const t = await clockTable();
    expect([...t.gm.menus.registered.keys()]).toEqual(["combatActions", "presetEditor", "areasForm"]);
    for (const { data } of t.gm.menus.registered.values()) {
      expect(data.restricted).toBe(true);
      for (const key of [data.name, data.label, data.hint]) expect(translations.has(key), key).toBe(true);
    }
    expect(() => t.alice.menus.press("presetEditor")).toThrow(/Only a GM/);
    expect(t.gm.settingsImpl.registered.has("turnkeeper.customPreset")).toBe(false);
  });

  it("opens on the preset in force as indented JSON in a monospace text area", async () => {
    const t = await clockTable();
    const win = await openEditor(t);
    expect(win.html).toContain('class="tk-preset-editor__json"');
    expect(win.html).toContain("In force: Four watches, six-mile hexes (built in).");
    const text = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(win.html)?.[1] ?? "";
    const unescaped = text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");
    expect(JSON.parse(unescaped)).toEqual(BUILT_IN_PRESETS["four-watches"]);
  });

  it("Validate lists every problem with its exact path, in words", async () => {
    const t = await clockTable();
    const win = await openEditor(t);
    const bad = structuredClone(BUILT_IN_PRESETS["six-watches"]) as unknown as Record<string, unknown>;
    const time = bad.time as { units: { seconds: number }[] };
    time.units[1]!.seconds = 0;
    (bad.wilderness as { encounters: { perWatch: number } }).encounters.perWatch = 0;
    const mark = t.world.writes.length;
    await win.click("validate", {}, { json: JSON.stringify(bad) });
    await settle(t.world);
    expect(win.html).toContain("2 problems to fix:");
    expect(win.html).toContain("time.units[1].seconds must be");
    expect(win.html).toContain("wilderness.encounters.perWatch must be");
    await win.click("validate", {}, { json: "{ not json" });
    await settle(t.world);
    expect(win.html).toMatch(/The text is not valid JSON: /);
    await win.click("validate", {}, { json: presetJson(BUILT_IN_PRESETS["six-watches"]) });
    await settle(t.world);
    expect(win.html).toContain("No problems: this preset can be saved.");
    expect(t.world.writes.length).toBe(mark);
  });
});

describe("saving, resetting and exporting presets", () => {
  it("Save stores only a valid preset and puts it in force; a bad one is never stored and the last valid stays", async () => {
    const t = await clockTable();
    const win = await openEditor(t);
    const mine = { ...BUILT_IN_PRESETS["six-watches"], id: "my-table", name: "My table" };
    let mark = t.world.writes.length;
    await win.click("save", {}, { json: JSON.stringify(mine) });
    await settle(t.world);
    expect(settingWrites(t, mark)).toEqual([
      "turnkeeper.customPresetValid",
      "turnkeeper.preset",
      "turnkeeper.state",
    ]);
    expect(api(t.alice).preset().id).toBe("my-table");
    expect(t.gm.notifications.shown.at(-1)?.message).toBe(
      "Turnkeeper now keeps time by your custom preset, My table.",
    );
    mark = t.world.writes.length;
    await win.click("save", {}, { json: JSON.stringify({ ...mine, time: { ...mine.time, units: [] } }) });
    await win.click("save", {}, { json: "{ not json" });
    await settle(t.world);
    expect(settingWrites(t, mark)).toEqual([]);
    expect(api(t.alice).preset().id).toBe("my-table");
    expect(t.gm.notifications.shown.filter((n) => n.level === "error").map((n) => n.message)).toEqual([
      expect.stringMatching(/^The custom preset was not saved: \d+ problems? to fix\./),
      "The custom preset was not saved: 1 problem to fix. The last valid preset stays in force.",
    ]);
    expect(win.html).toContain("The text is not valid JSON");
    // A second save of a custom preset changes only the preset, not the choice of preset.
    mark = t.world.writes.length;
    await win.click("save", {}, { json: JSON.stringify({ ...mine, name: "My table, revised" }) });
    await settle(t.world);
    expect(settingWrites(t, mark)).toEqual(["turnkeeper.customPresetValid"]);
  });

  it("Reset to built-in puts a built-in preset in the text; Export offers the preset in force as a file", async () => {
    const t = await clockTable({ preset: "six-watches" });
    const win = await openEditor(t);
    await win.click("reset", {}, { builtIn: "turns-rounds-segments", json: "{}" });
    await settle(t.world);
    expect(win.html).toContain("&quot;id&quot;: &quot;turns-rounds-segments&quot;");
    expect(t.world.writes.filter((w) => w.kind === "setting" && w.key !== "turnkeeper.state")).toEqual([]);
    await win.click("export", {}, {});
    expect(t.gm.apps.downloads).toEqual([
      { filename: "turnkeeper-preset-six-watches.json", text: presetJson(BUILT_IN_PRESETS["six-watches"]) },
    ]);
    expect(tkOf(t.gm).presets).toBeDefined();
  });
});
