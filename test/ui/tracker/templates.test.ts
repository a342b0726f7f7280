/**
 * The tracker's templates render with plain Handlebars (as the sandbox renders them) and only the
 * `localize` helper, for a GM and a player; every string comes from lang/en.json.
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildRecoveryView,
  buildSettingsView,
  buildTrackerView,
  recoveryOptions,
  TRACKER_TEMPLATES,
  type TrackerView,
} from "../../../src/ui/tracker";
import { translations } from "../../fakes/foundry";
import { entrant, fight, run } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../../../templates");

function renderer() {
  const hbs = Handlebars.create();
  const missing: string[] = [];
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const k = String(key);
    const text = translations.get(k);
    if (text === undefined) {
      // Foundry's helper returns what is not a key unchanged (a weapon's or an effect's own name).
      if (k.startsWith("TURNKEEPER.")) missing.push(k);
      return k;
    }
    const hash = options.hash as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  });
  const compile = (file: string) =>
    hbs.compile(readFileSync(path.join(root, file), "utf8"), { strict: false, preventIndent: true });
  return { compile, missing };
}

function render(view: TrackerView) {
  const r = renderer();
  const html = r.compile(TRACKER_TEMPLATES.tracker)(view);
  return { html, missing: r.missing };
}

function scene(isGM: boolean): TrackerView {
  const { entrants } = fight();
  let { state } = fight();
  state = run(state, { type: "setTide", side: "party", value: 1 });
  state = run(state, {
    type: "addEffect",
    id: "venom",
    label: "Spider venom",
    after: 2,
    combatantId: "goblin",
  });
  return buildTrackerView({
    state,
    entrants: [...entrants, entrant("rat", { side: "foes", hidden: true })].map((e) => ({
      ...e,
      canAct: isGM || e.id === "brakka",
    })),
    viewer: { isGM },
  });
}

describe("tracker templates", () => {
  it("render the GM's view with every combatant, hidden ones marked, and the GM's controls", () => {
    const { html, missing } = render(scene(true));
    expect(missing).toEqual([]);
    expect(html).toContain("Round 1, segment 3");
    for (const name of ["Brakka", "Goblin", "Ogre", "Ilsa", "Rat"]) expect(html).toContain(name);
    expect(html).toContain('data-hidden="true"');
    expect(html).toContain("Spider venom");
    expect(html).toContain('data-action="tkUndo"');
    expect(html).toContain('data-action="tkReschedule"');
    expect(html).toContain('data-drop-target="true"');
    expect(html).toContain('draggable="true"');
    expect(html).toContain('data-action="tkTide"');
    expect(html).toContain("Simultaneous");
    expect(html).toContain("+1 to attacks and defenses for the party.");
    expect(html).toContain("Totally surprised");
  });

  it("render the player's view without hidden combatants or GM controls", () => {
    const { html, missing } = render(scene(false));
    expect(missing).toEqual([]);
    for (const name of ["Brakka", "Ogre", "Ilsa"]) expect(html).toContain(name);
    for (const secret of ["Goblin", "goblin", "Rat", "Spider venom", 'data-hidden="true"']) {
      expect(html).not.toContain(secret);
    }
    for (const gmOnly of [
      "tkUndo",
      "tkReschedule",
      "tkReorder",
      "tkSettings",
      "tkDefeat",
      "tkTide",
      "tkBegin",
      'data-drop-target="true"',
    ]) {
      expect(html).not.toContain(gmOnly);
    }
    expect(html).not.toContain('draggable="true"');
    // The player's own combatant is acting: it may end its turn, delay or hold.
    expect(html).toMatch(/data-action="tkEndTurn"\s+data-combatant-id="brakka"/);
    expect(html).toContain('data-action="tkHold"');
  });

  it("render setup (waiting, surprise choice) and no combat at all", () => {
    const { entrants } = fight();
    const { state: started } = fight();
    const setup = { ...started, phase: "setup" as const, now: 0 };
    const gmSetup = render(
      buildTrackerView({ state: setup, entrants: [...entrants, entrant("wolf2")], viewer: { isGM: true } }),
    );
    expect(gmSetup.missing).toEqual([]);
    expect(gmSetup.html).toContain('data-action="tkBegin"');
    expect(gmSetup.html).toContain('data-tk-change="tkSurprise"');
    expect(gmSetup.html).toContain('data-action="tkRollAll"');
    const none = render(buildTrackerView({ state: null, entrants: [], viewer: { isGM: false } }));
    expect(none.html).toContain("No combat is running.");
  });

  it("render each member once, as the entry Foundry's context menu reads, with the GM's order and settings", () => {
    const { html, missing } = render(scene(true));
    expect(missing).toEqual([]);
    const entries = [...html.matchAll(/<li\s+class="tk-member combatant"\s+data-combatant-id="(\w+)"/g)];
    expect(entries.map((m) => m[1]).sort()).toEqual(["brakka", "goblin", "ilsa", "ogre", "rat", "wolf"]);
    expect(html.match(/data-action="tkEndTurn"\s+data-combatant-id="brakka"/g)).toHaveLength(1);
    // Brakka and the goblin act together in segment 3: the GM may put either first.
    expect(html).toMatch(/data-action="tkReorder"\s+data-order="goblin,brakka"\s+data-combatant-id="brakka"/);
    expect(html).toContain("Move Brakka later among those acting together");
    expect(html).toMatch(/data-action="tkSettings"\s+data-combatant-id="ogre"/);
    expect(html).toContain('aria-label="Settings for Ogre: Initiative Order, initiative die and side"');
  });

  it("render a segment's time once over the groups that follow one another in it", () => {
    const { entrants } = fight();
    const state = run(fight().state, { type: "add", id: "wolf", side: "foes", roll: 3 });
    const { html } = render(buildTrackerView({ state, entrants, viewer: { isGM: true } }));
    const times = [...html.matchAll(/class="tk-group__when">([^<]+)</g)].map((m) => m[1]);
    expect(times).toEqual(["Round 1, segment 3", "Round 1, segment 6", "Round 2, segment 8"]);
    expect(html.indexOf('data-combatant-id="wolf"')).toBeGreaterThan(
      html.indexOf('data-combatant-id="ogre"'),
    );
  });

  it("render the GM's settings prompt for a combatant, its fields named as hosts read them", () => {
    const { state, entrants } = fight();
    const view = buildSettingsView(state, state.rules, { ...entrants[2]!, initiativeDie: "1d8" });
    const r = renderer();
    const html = r.compile(TRACKER_TEMPLATES.settings)(view);
    expect(r.missing).toEqual([]);
    expect(html).toContain("How Ogre takes its turns.");
    expect(html).toMatch(/name="initiativeOrder"\s+step="any"\s+value="1"/);
    expect(html).toMatch(/name="initiativeDie"\s+value="1d8"\s+placeholder="1d10"/);
    expect(html).toMatch(/<option value="foes" selected>their foes<\/option>/);
    expect(html).toContain("A new die counts from the next roll.");
  });

  it("render the Recovery Time prompt with each option's landing", () => {
    const { state } = fight();
    const brakka = entrant("brakka", { recoveryOptions: [{ id: "dagger", label: "Dagger", recovery: 9 }] });
    const view = buildRecoveryView(state, brakka, recoveryOptions(brakka), { optionId: "dagger" });
    const r = renderer();
    const html = r.compile(TRACKER_TEMPLATES.recovery)(view);
    expect(r.missing).toEqual([]);
    expect(html).toContain("Speed 9: round 2, segment 2");
    expect(html).toMatch(/value="dagger" data-recovery="9" checked/);
    expect(html).toContain("next round");
  });
});
