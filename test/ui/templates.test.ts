/**
 * The clock panel and chat card templates render with plain Handlebars (as the sandbox renders them) and only
 * the `localize` helper, from the resolved view models; every string comes from lang/en.json.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../src/core";
import { buildClockView, CARD_TEMPLATE, CLOCK_TEMPLATE, newArea, resolveView } from "../../src/ui";
import { translations } from "../fakes/foundry";
import { makeHost, strictI18n } from "./session/host";

const root = path.resolve(import.meta.dirname, "../../templates");

function compile(file: string) {
  const hbs = Handlebars.create();
  const missing: string[] = [];
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const text = translations.get(String(key));
    if (text === undefined) {
      missing.push(String(key));
      return String(key);
    }
    const hash = options.hash as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  });
  const template = hbs.compile(readFileSync(path.join(root, file), "utf8"), { strict: false });
  return { template, missing };
}

const preset = BUILT_IN_PRESETS["six-watches"];
const ctx = { i18n: strictI18n, scale: preset.time };

async function table() {
  const host = makeHost({
    preset: "six-watches",
    faces: [1, 1, 4, 3, 6, 5],
    draw: { text: "3 goblins & a rat", table: "Level 1" },
  });
  await host.session.perform({ type: "setArea", area: { ...newArea("dungeon", "Crypt"), where: "hall" } });
  await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  await host.session.perform({ type: "advanceUnit", unit: "turn" });
  await host.session.idle();
  return host;
}

describe("templates", () => {
  it("render an encounter card with the table's draw, distance, reaction and dice, escaped", async () => {
    const host = await table();
    const { template, missing } = compile(CARD_TEMPLATE);
    const encounter = host.cards.find((c) => c.view.kind === "encounter");
    const html = template(resolveView(encounter!.view, ctx));
    expect(missing).toEqual([]);
    expect(html).toContain("Encounter check");
    expect(html).toContain("Rolled 2, reads as 2: an encounter");
    expect(html).toContain("3 goblins &amp; a rat");
    expect(html).toContain("The monster is 70 feet away, coming towards the party.");
    expect(html).toContain('<td class="tk-card__formula">2d6</td>');
    expect(html).toContain("tk-tone--danger");
  });

  it("render the clock panel for a GM with buttons and the log, and for a player with only what they may see", async () => {
    const host = await table();
    const state = host.session.state();
    const { template, missing } = compile(CLOCK_TEMPLATE);
    const gm = template(
      resolveView(buildClockView(state, preset, { isGM: true, owns: () => true }, host.options()), ctx),
    );
    expect(gm).toContain("day 1, watch 1 of 6, turn 2 of 24, round 1 of 60");
    expect(gm).toContain('data-action="advanceUnit" data-unit="turn"');
    expect(gm).toContain("Aldo: Torch");
    expect(gm).toContain("2 ticks");
    expect(gm).toContain("Time log");
    const player = template(
      resolveView(
        buildClockView(
          state,
          preset,
          { isGM: false, owns: () => false },
          { ...host.options(), players: { ...host.options().players, danger: "none" } },
        ),
        ctx,
      ),
    );
    expect(player).toContain("day 1, watch 1 of 6");
    expect(player).not.toContain("data-action");
    expect(player).not.toContain("Aldo");
    // By default a player sees the area and its danger in a word, never when checks come or how often.
    const detailed = template(
      resolveView(buildClockView(state, preset, { isGM: false, owns: () => false }, host.options()), ctx),
    );
    expect(detailed).toContain("Aldo: Torch");
    expect(detailed).not.toContain("Next check");
    expect(detailed).toContain("Normal");
    expect(detailed).not.toContain("a check every");
    expect(gm).toContain("Next check");
    // Six watches has no short rest among its actions: the GM gets a Rest button (an hour that recovers fatigue).
    expect(gm).toContain('data-action="rest"');
    expect(missing).toEqual([]);
  });
});
