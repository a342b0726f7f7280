/**
 * The tracker's templates render with plain Handlebars (as the sandbox renders them) and only the
 * `localize` helper, each part from its own context, for a GM and a player; every string comes from
 * lang/en.json.
 */
import { describe, expect, it } from "vitest";
import {
  buildRecoveryView,
  buildSettingsView,
  buildTrackerView,
  PARTS_SHOWING,
  recoveryOptions,
  TRACKER_PARTS,
  TRACKER_TEMPLATES,
  type TrackerInput,
} from "../../../src/ui/combat";
import { entrant, fight, fresh, lastRoundOfMoment, run } from "./fixtures";
import { controlsOf, renderer, renderTracker, rowsOf, topElements } from "./render";

function scene(isGM: boolean, open: string | null = null): TrackerInput {
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
  return {
    state,
    entrants: [...entrants, entrant("rat", { side: "foes", hidden: true })].map((e) => ({
      ...e,
      canAct: isGM || e.id === "brakka",
    })),
    viewer: { isGM },
    open,
  };
}

/** The parts of two renders that differ, by id. */
const changed = (a: readonly string[], b: readonly string[]) =>
  TRACKER_PARTS.flatMap((part, k) => (a[k] === b[k] ? [] : [part.id]));

describe("the tracker's parts", () => {
  it("render one element each, every one of them for a GM, a player, setup and no combat", () => {
    const setup = { ...fight().state, phase: "setup" as const, now: 0 };
    for (const input of [
      scene(true, "ogre"),
      scene(false),
      { state: setup, entrants: fight().entrants, viewer: { isGM: true } },
      { state: null, entrants: [], viewer: { isGM: false } },
    ]) {
      const { parts, missing } = renderTracker(input);
      expect(missing).toEqual([]);
      expect(parts.map(topElements)).toEqual(TRACKER_PARTS.map(() => 1));
    }
  });

  it("change only the rows' part when a row opens, and only those showing countdowns when the clock's change", () => {
    const closed = renderTracker(scene(true)).parts;
    expect(changed(closed, renderTracker(scene(true, "ogre")).parts)).toEqual(PARTS_SHOWING.rows);
    const torch = { worldTime: 0, effects: [{ id: "torch", label: "Torch", at: 30, combatantId: "brakka" }] };
    const lit = renderTracker({ ...scene(true), clock: torch }).parts;
    expect(changed(closed, lit)).toEqual(PARTS_SHOWING.countdowns);
  });
});

describe("the tracker rendered for the GM and players", () => {
  it("render the GM's view with every combatant, hidden ones marked, and the GM's controls", () => {
    const { html, missing } = renderTracker(scene(true));
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
    const { html, missing } = renderTracker(scene(false));
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
    expect(controlsOf(rowsOf(html).get("brakka")!).has("tkEndTurn")).toBe(true);
    expect(html).toContain('data-action="tkHold"');
  });

  it("render setup (waiting, surprise choice) and no combat at all", () => {
    const { entrants } = fight();
    const { state: started } = fight();
    const setup = { ...started, phase: "setup" as const, now: 0 };
    const setupView = (open: string | null): TrackerInput => ({
      state: setup,
      entrants: [...entrants, entrant("wolf2")],
      viewer: { isGM: true },
      open,
    });
    const gmSetup = renderTracker(setupView(null));
    expect(gmSetup.missing).toEqual([]);
    expect(gmSetup.html).toContain('data-action="tkBegin"');
    expect(gmSetup.html).toContain('data-action="tkRollAll"');
    const wolf = controlsOf(rowsOf(gmSetup.html).get("wolf2")!);
    expect(wolf.has("tkRoll")).toBe(true);
    // The surprise to roll with is on the row's line before the count, there without opening it, once.
    expect(wolf.get("tkOpen")!.getAttribute("aria-expanded")).toBe("false");
    expect(wolf.get("tkSurprise")!.getAttribute("name")).toBe("surprise");
    const opened = renderTracker(setupView("wolf2")).html;
    const openedWolf = controlsOf(rowsOf(opened).get("wolf2")!);
    expect(openedWolf.get("tkOpen")!.getAttribute("aria-expanded")).toBe("true");
    expect(rowsOf(opened).get("wolf2")!.querySelectorAll('[data-tk-change="tkSurprise"]')).toHaveLength(1);
    const none = renderTracker({ state: null, entrants: [], viewer: { isGM: false } });
    expect(none.html).toContain("No combat is running.");
  });

  it("render each member once, as the entry Foundry's context menu reads, with the GM's order and settings", () => {
    const { html, missing } = renderTracker(scene(true, "ogre"));
    expect(missing).toEqual([]);
    const rows = rowsOf(html);
    expect([...rows.keys()].sort()).toEqual(["brakka", "goblin", "ilsa", "ogre", "rat", "wolf"]);
    expect(html.match(/data-action="tkEndTurn"/g)).toHaveLength(2);
    expect(controlsOf(rows.get("brakka")!).has("tkEndTurn")).toBe(true);
    // Brakka and the goblin act together in segment 3: the GM may put either first.
    expect(controlsOf(rows.get("brakka")!).get("tkReorder")!.dataset.order).toBe("goblin,brakka");
    expect(html).toContain("Move Brakka later among those acting together");
    expect(controlsOf(rows.get("ogre")!).has("tkSettings")).toBe(true);
    expect(html).toContain('aria-label="Settings for Ogre: Initiative Order, initiative die and side"');
  });
});

describe("the strip and the turn order rendered", () => {
  it("render a segment's time once over the groups that follow one another in it", () => {
    const { entrants } = fight();
    const state = run(fight().state, { type: "add", id: "wolf", side: "foes", roll: 3 });
    const { html } = renderTracker({ state, entrants, viewer: { isGM: true } });
    const times = [...html.matchAll(/class="tk-group__when tk-sr">([^<]+)</g)].map((m) => m[1]);
    expect(times).toEqual(["Round 1, segment 3", "Round 1, segment 6", "Round 2, segment 8"]);
    expect(html.indexOf('data-combatant-id="wolf"')).toBeGreaterThan(
      html.indexOf('data-combatant-id="ogre"'),
    );
  });

  it("render the strip's chips labelled, with their name and side, and the wrap into the next round", () => {
    const { html } = renderTracker(scene(true));
    expect(html).toMatch(
      /class="tk-chip"\s+data-combatant-id="ogre"\s+data-side="foes"[^>]*title="Ogre \(their foes\)"[^>]*>Og<\/span>/,
    );
    expect(html).toMatch(/data-combatant-id="brakka"\s+data-side="party"\s+data-acting="true"/);
    expect(html).toMatch(/class="tk-timeline__segment" data-now="true">3</);
    expect(html).toMatch(/<span class="tk-timeline__wrap">next<\/span>/);
    const player = renderTracker(scene(false)).html;
    expect(player).not.toMatch(/title="(Goblin|Rat) /);
  });

  it("R003-01 render the end of a moment as a line across the strip, between its two rounds", () => {
    const { html } = renderTracker({ ...lastRoundOfMoment(), viewer: { isGM: true } });
    const line = html.indexOf('<tr class="tk-timeline__moment">');
    expect(html.slice(line, html.indexOf("</tr>", line))).toMatch(/colspan="11">Moment 2 begins<\/td>/);
    expect(html.indexOf("R10")).toBeLessThan(line);
    expect(html.indexOf("R11")).toBeGreaterThan(line);
  });

  it("render a fight of 200 light: one line a combatant, selects only for those acting", () => {
    const entrants = Array.from({ length: 200 }, (_, k) =>
      entrant(`c${k}`, {
        name: `Goblin ${k + 1}`,
        side: k % 2 === 0 ? "foes" : "party",
        initiativeOrder: k % 3,
      }),
    );
    let state = fresh();
    for (const [k, e] of entrants.entries()) {
      state = run(state, { type: "add", id: e.id, side: e.side, roll: (k % 10) + 1, initiativeOrder: k % 3 });
    }
    state = run(state, { type: "begin" });
    const input = { state, entrants, viewer: { isGM: true } };
    const view = buildTrackerView(input);
    const { html, missing } = renderTracker(input);
    expect(missing).toEqual([]);
    expect(rowsOf(html).size).toBe(200);
    const acting = Object.values(view.members).filter((m) => m.acting).length;
    expect(acting).toBeGreaterThan(1);
    expect(html.match(/<select/g)).toHaveLength(2 * acting);
    expect(html.match(/class="tk-member__actions"/g)).toHaveLength(acting);
    expect(html.match(/data-action="tkOpen"/g)).toHaveLength(200 - acting);
    expect(html.match(/class="tk-cell__more"/g)?.length).toBeGreaterThan(0);
  });

  it("render a count begun before anyone rolled as waiting for initiative, never round 0", () => {
    const state = run(fresh(), { type: "begin" });
    const { html, missing } = renderTracker({ state, entrants: [entrant("brakka")], viewer: { isGM: true } });
    expect(missing).toEqual([]);
    expect(html).toContain('<p class="tk-tracker__now">Waiting for initiative</p>');
    expect(html).toContain("The count starts from the first initiative rolled.");
    expect(html).not.toContain("Round 0");
    expect(html).not.toContain("Moment 0");
  });
});

describe("the prompts' templates", () => {
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
