/** The sandbox's ports on their own (no browser): strings, templates, dice, storage and the chat log. */
import { describe, expect, it } from "vitest";
import { createLibraryDice, toLibraryNotation } from "../../src/sandbox/dice/dice";
import { createLocalizer, fillPlaceholders, flattenStrings } from "../../src/sandbox/setup/i18n";
import { createStorage, memoryArea } from "../../src/sandbox/setup/storage";
import { emptyChat, isChatLog, postTo } from "../../src/sandbox/chat/chat";
import { createTemplates } from "../../src/sandbox/setup/templates";

describe("the sandbox localizer", () => {
  it("flattens lang/en.json and fills {name} placeholders like Foundry's format", () => {
    const i18n = createLocalizer();
    expect(i18n.localize("TURNKEEPER.Title")).toBe("Turnkeeper");
    expect(i18n.format("TURNKEEPER.Error.dice.badFormula", { formula: "2q6" })).toContain('"2q6"');
    expect(i18n.localize("TURNKEEPER.No.Such.Key")).toBe("TURNKEEPER.No.Such.Key");
    expect(flattenStrings({ A: { b: "x", c: { d: "y" } } })).toEqual(
      new Map([
        ["A.b", "x"],
        ["A.c.d", "y"],
      ]),
    );
    expect(fillPlaceholders("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("the sandbox templates", () => {
  it("render by Foundry path with {{localize}} and the other templates as partials", () => {
    const templates = createTemplates(createLocalizer(), {
      "../../templates/clock/panel.hbs":
        '<h1>{{localize "TURNKEEPER.Title"}}</h1>{{> "modules/turnkeeper/templates/clock/part.hbs"}}',
      "../../templates/clock/part.hbs": '<p>{{localize "TURNKEEPER.Error.dice.badFormula" formula=f}}</p>',
    });
    expect(templates.paths()).toContain("modules/turnkeeper/templates/clock/panel.hbs");
    expect(templates.render("clock/panel.hbs", { f: "x<y" })).toBe(
      "<h1>Turnkeeper</h1><p>&quot;x&lt;y&quot; is not a dice formula Turnkeeper understands (use terms like 2d6+1, 1d20, 2d20kh).</p>",
    );
    expect(() => templates.render("nope.hbs", {})).toThrow(/nope/);
  });
});

describe("the sandbox dice port", () => {
  it("spells out kh/kl counts for the library", () => {
    expect(toLibraryNotation("2d20kh + 1")).toBe("2d20kh1+1");
    expect(toLibraryNotation("4d6kl3")).toBe("4d6kl3");
  });

  it("reports each dice term's faces and results, and the total", () => {
    const dice = createLibraryDice(42);
    for (let i = 0; i < 50; i++) {
      const roll = dice.roll("1d20-1d4+3");
      expect(roll.dice.map((d) => d.faces)).toEqual([20, 4]);
      const [d20, d4] = roll.dice.map((d) => d.results[0]!);
      expect(roll.total).toBe(d20! - d4! + 3);
      expect(d20).toBeGreaterThanOrEqual(1);
      expect(d20).toBeLessThanOrEqual(20);
    }
  });

  it("repeats its rolls from a seed", () => {
    const a = createLibraryDice(5);
    const first = Array.from({ length: 10 }, () => a.roll("1d6").total);
    a.seed(5);
    expect(Array.from({ length: 10 }, () => a.roll("1d6").total)).toEqual(first);
  });

  it("throws for a formula the core does not understand", () => {
    expect(() => createLibraryDice().roll("2q6")).toThrow();
  });
});

describe("the sandbox storage", () => {
  it("exports everything under its prefix and imports it back", () => {
    const area = memoryArea();
    area.setItem("someone.else", "1");
    const storage = createStorage(area);
    storage.save("clock", { time: 600 });
    storage.save("preset", "six-watches");
    const file = JSON.parse(JSON.stringify(storage.exportData(new Date(0))));
    expect(file).toMatchObject({
      format: "turnkeeper-sandbox",
      version: 1,
      exportedAt: "1970-01-01T00:00:00.000Z",
    });
    storage.save("clock", { time: 1200 });
    storage.save("extra", true);
    expect(storage.importData(file)).toEqual({ ok: true, keys: 2 });
    expect(storage.load("clock")).toEqual({ time: 600 });
    expect(storage.load("extra")).toBeUndefined();
    expect(area.getItem("someone.else")).toBe("1");
  });

  it("refuses files that are not sandbox exports, keeping what it has", () => {
    const storage = createStorage(memoryArea());
    storage.save("clock", 1);
    expect(storage.importData([1, 2])).toEqual({ ok: false, reason: "TURNKEEPER.Sandbox.Import.notSandbox" });
    expect(storage.importData({ format: "turnkeeper-sandbox", version: 99, entries: {} })).toMatchObject({
      ok: false,
    });
    expect(storage.load("clock")).toBe(1);
  });
});

describe("the sandbox chat log", () => {
  it("numbers entries and keeps the latest ones", () => {
    let log = emptyChat();
    for (let i = 0; i < 5; i++)
      log = postTo(log, { posted: i, audience: "all", card: { title: String(i) } }, 3);
    expect(log.entries.map((e) => e.id)).toEqual([3, 4, 5]);
    expect(isChatLog(log)).toBe(true);
    expect(isChatLog({ nextId: 1, entries: [{ id: "x" }] })).toBe(false);
    expect(isChatLog({ nextId: 2, entries: [{ id: 1, posted: 0, audience: "all", card: "<b>" }] })).toBe(
      false,
    );
  });
});
