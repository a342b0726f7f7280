/**
 * Plurals by the locale's rules (src/ui/i18n/plurals.ts): a key naming plural categories reads the one its
 * `count` needs, in English and in a language with more categories; the clock's words say "every turn", never
 * "every 1 turns", and the time log names a check's outcome in words, never by its id.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import {
  DEFAULT_OPTIONS,
  buildClockView,
  newArea,
  resolveText,
  resolveView,
  t,
  unitText,
  type TextLocalizer,
} from "../../../src/ui";
import { pluralKey } from "../../../src/ui/i18n/plurals";
import { fillPlaceholders } from "../../../src/sandbox/setup/i18n";
import { makeHost, strictI18n } from "../session/host";

const preset = BUILT_IN_PRESETS["four-watches"];
const ctx = { i18n: strictI18n, scale: preset.time };

/** A localizer in `lang` with the given words, as a translation would give them. */
function localizer(lang: string, words: Record<string, string>): TextLocalizer {
  return {
    lang,
    has: (key) => Object.hasOwn(words, key),
    format: (key, data) => fillPlaceholders(words[key] ?? key, data),
  };
}

describe("plurals", () => {
  it("read the category English needs for the count", () => {
    const ticks = (count: number) => resolveText(t("TURNKEEPER.Clock.Light.ticks", { count }), ctx);
    expect([ticks(1), ticks(2), ticks(0)]).toEqual(["1 tick", "2 ticks", "0 ticks"]);
    expect(resolveText(t("TURNKEEPER.Card.Undo.entries", { count: 1, what: "a torch" }), ctx)).toBe(
      "1 entry undone, back to before: a torch.",
    );
    expect(resolveText(t("TURNKEEPER.Card.Jump.reminder", { count: 1, what: "Meal" }), ctx)).toBe(
      "Meal: due once.",
    );
  });

  it("follow a language with more categories, falling back to its other", () => {
    const polish = localizer("pl", {
      "K.one": "{count} plaster",
      "K.few": "{count} plastry",
      "K.many": "{count} plastrów",
      "K.other": "{count} plastra",
    });
    const words = (count: number) => resolveText(t("K", { count }), { i18n: polish, scale: preset.time });
    expect([1, 3, 5, 1.5].map(words)).toEqual(["1 plaster", "3 plastry", "5 plastrów", "1.5 plastra"]);
    const partial = localizer("pl", { "K.one": "one", "K.other": "other" });
    expect(pluralKey("K", 3, partial)).toBe("K.other");
  });

  it("leave a plain key alone, with or without a count, and read an unknown language as English", () => {
    const english = localizer("", { K: "{count} of them", "P.one": "one", "P.other": "many" });
    expect(pluralKey("K", 1, english)).toBe("K");
    expect(pluralKey("P", "1", english)).toBe("P");
    expect(pluralKey("P", 1, english)).toBe("P.one");
    expect(pluralKey("P", 1, localizer("not a tag!", { "P.one": "one", "P.other": "many" }))).toBe("P.one");
  });

  it("name a built-in unit in the form its count needs", () => {
    const unit = (count: number) => resolveText(unitText(preset, "turn", count), ctx);
    expect([unit(1), unit(3)]).toEqual(["turn", "turns"]);
  });

  it("say a dungeon level's checks come every turn, not every 1 turns", async () => {
    const six = BUILT_IN_PRESETS["six-watches"];
    const host = makeHost({ preset: "six-watches" });
    const view = () =>
      resolveView(
        buildClockView(host.session.state(), six, { isGM: true, owns: () => true }, DEFAULT_OPTIONS),
        {
          i18n: strictI18n,
          scale: six.time,
        },
      );
    await host.session.perform({ type: "setArea", area: { ...newArea("dungeon"), level: "busy" } });
    expect(view().area?.danger).toBe("Busy: a check every turn");
    await host.session.perform({ type: "setArea", area: newArea("dungeon") });
    expect(view().area?.danger).toBe("Normal: a check every turn");
    await host.session.perform({
      type: "setArea",
      area: { ...newArea("dungeon"), level: "custom", everyTurns: 1, danger: 2 },
    });
    expect(view().area?.danger).toBe("A check every turn, danger 2");
  });
});

describe("the time log's outcomes", () => {
  it("name a check waiting for the GM in words, not by its id", async () => {
    const host = makeHost({ preset: "four-watches", options: { dueChecks: "prompt" } });
    await host.session.perform({ type: "setArea", area: newArea("dungeon") });
    await host.session.perform({ type: "advance", by: "3 turns" });
    await host.session.idle();
    const gm = { isGM: true, owns: () => true };
    const log = resolveView(buildClockView(host.session.state(), preset, gm, DEFAULT_OPTIONS), ctx).log;
    expect(log.flatMap((e) => e.outcomes)).toEqual(["waiting for the GM"]);
  });
});
