import { describe, expect, it } from "vitest";
import {
  buildTrackerView,
  CHIPS_PER_CELL,
  chipLabel,
  chipLabels,
  type TrackerView,
} from "../../../src/ui/combat";
import { entrant, fight, fresh, lastRoundOfMoment, run } from "./fixtures";

const names = (v: TrackerView["groups"][number]) => v.members.map((m) => m.id);
/** Those whose turn it is now, in the viewer's list order. */
const actingIds = (view: TrackerView) =>
  Object.values(view.members)
    .filter((m) => m.acting)
    .map((m) => m.id);
/** The members a section lists, in its order. */
const sectionIds = (view: TrackerView, key: string) =>
  view.sections
    .filter((s) => s.key === key)
    .flatMap((s) => s.blocks.flatMap((b) => b.members.map((m) => m.id)));

describe("tracker view model", () => {
  it("shows no combat when there is no state", () => {
    const view = buildTrackerView({ state: null, entrants: [], viewer: { isGM: true } });
    expect(view).toMatchObject({ phase: "none", hasCombat: false, groups: [], tide: null });
  });

  it("R003-05 R003-07 during setup lists who has rolled, who waits, and the surprise they roll with", () => {
    const state = run(fresh(), { type: "add", id: "brakka", side: "party", roll: 4 });
    const view = buildTrackerView({
      state,
      entrants: [entrant("brakka", { canAct: true }), entrant("ilsa", { surprise: "partial", canAct: true })],
      viewer: { isGM: true },
      open: "ilsa",
    });
    expect(view).toMatchObject({ phase: "setup", isRunning: false });
    expect(view.clock).toMatchObject({ round: 0, segment: 0 });
    expect(view.groups.map(names)).toEqual([["brakka"]]);
    expect(view.groups[0]!.at).toMatchObject({ round: 1, segment: 4 });
    expect(view.waiting.map((m) => m.id)).toEqual(["ilsa"]);
    const ilsa = view.members.ilsa!;
    expect(ilsa.actions).toMatchObject({ roll: true, surprise: true, endTurn: false });
    expect(ilsa.surpriseKey).toBe("TURNKEEPER.Tracker.Surprise.partial");
    expect(ilsa).toMatchObject({ expanded: true, canOpen: true });
    expect(ilsa.surpriseOptions.find((o) => o.selected)?.value).toBe("partial");
    expect(view.controls).toMatchObject({ begin: true, rollAll: true, undo: true });
  });

  it("R003-11 groups turns by segment and keeps a simultaneous group together, not tie-broken", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.clock).toMatchObject({ round: 1, segment: 3, moment: 1 });
    expect(view.groups.map(names)).toEqual([["brakka", "goblin"], ["ogre"], ["ilsa"]]);
    expect(view.groups[0]).toMatchObject({ simultaneous: true, isNow: true });
    expect(actingIds(view)).toEqual(["brakka", "goblin"]);
    expect(view.members.brakka!.actions).toMatchObject({ endTurn: true, delay: true, hold: true });
    // Ilsa was totally surprised: 8 + 10 = round 2, segment 8, shown as the wrap into the next round.
    expect(view.groups[2]).toMatchObject({
      at: { round: 2, segment: 8, nextRound: true },
      divider: { key: "TURNKEEPER.Tracker.RoundBegins", round: 2 },
    });
    expect(view.members.ilsa!.beforeFirstTurn).toBe(true);
  });

  it("hides hidden combatants from players everywhere, and breaks no group open to show them", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({
      state,
      entrants: entrants.map((e) => ({ ...e, canAct: e.id === "brakka" })),
      viewer: { isGM: false },
    });
    const everywhere = JSON.stringify(view);
    expect(everywhere).not.toContain("goblin");
    expect(view.groups.map(names)).toEqual([["brakka"], ["ogre"], ["ilsa"]]);
    expect(view.groups[0]!.simultaneous).toBe(false);
    expect(view.members.brakka!.actions).toMatchObject({ endTurn: true, reschedule: false, defeat: false });
    expect(view.members.ogre!.actions.any).toBe(false);
    expect(view.controls).toEqual({ begin: false, undo: false, countOn: null, rollAll: false });
    expect(view.tide).toMatchObject({ canShift: false });
  });

  it("R003-10 R003-01 lays out segments 1-10 of this round and the next, with the moment boundary", () => {
    const { state, entrants } = lastRoundOfMoment();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.clock).toMatchObject({ round: 10, segment: 3, moment: 1 });
    const [thisRound, nextRound] = view.timeline.rounds;
    expect(thisRound).toMatchObject({ round: 10, isCurrent: true, startsMoment: false });
    expect(nextRound).toMatchObject({ round: 11, moment: 2, startsMoment: true, momentBreak: true });
    expect(thisRound!.momentBreak).toBe(false);
    expect(thisRound!.cells).toHaveLength(10);
    expect(thisRound!.cells[2]).toMatchObject({ absolute: 93, isNow: true });
    expect(thisRound!.cells[1]).toMatchObject({ isPast: true, dropTarget: false });
    expect(thisRound!.cells[4]!.chips.map((c) => c.id)).toEqual(["ogre", "goblin"]);
    expect(thisRound!.cells[2]!.chips.map((c) => c.id)).toEqual(["brakka"]);
    expect(thisRound!.cells[2]!.chips[0]).toMatchObject({ acting: true, actions: { reschedule: true } });
    expect(nextRound!.cells[2]!.chips.map((c) => c.id)).toEqual(["ilsa"]);
    const wrap = view.groups.find((g) => g.at.round === 11);
    expect(wrap?.divider).toEqual({ key: "TURNKEEPER.Tracker.MomentBegins", round: 11, moment: 2 });
  });

  it("shows holding, interrupting and defeated combatants with what can be done for them", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "hold", id: "brakka" }, { type: "defeat", id: "ogre" });
    let view = buildTrackerView({ state, entrants, viewer: { isGM: false } });
    expect(sectionIds(view, "holding")).toEqual(["brakka"]);
    expect(view.members.brakka!.actions.interrupt).toBe(true);
    expect(sectionIds(view, "defeated")).toEqual(["ogre"]);
    state = run(state, { type: "interrupt", id: "brakka" });
    view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(actingIds(view)).toEqual(["brakka"]);
    expect(view.members.brakka).toMatchObject({ interrupting: true, acting: true });
    expect(view.members.goblin!.acting).toBe(false);
    expect(view.groups[0]).toMatchObject({ interrupting: true, isNow: true });
    expect(view.members.ilsa!.actions.interrupt).toBe(false);
  });

  it("R003-02 puts the engine's countdowns and the clock's timers on the timeline at their segment", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, {
      type: "addEffect",
      id: "poison",
      label: "Spider venom",
      after: 3,
      every: 2,
      times: 3,
      combatantId: "ogre",
    });
    // 2-second segments: a spell ending 9 seconds from now falls in the 5th segment from now.
    const view = buildTrackerView({
      state,
      entrants,
      viewer: { isGM: false },
      clock: {
        worldTime: 1000,
        effects: [
          { id: "t1", label: "TURNKEEPER.Spell.Shield", at: 1009 },
          { id: "t2", label: "Goblin's curse", at: 1004, combatantId: "goblin" },
        ],
      },
    });
    const cells = view.timeline.rounds[0]!.cells;
    expect(cells[5]!.effects).toMatchObject([
      { id: "poison", kind: "combat", remaining: 3, combatantName: "Ogre" },
    ]);
    expect(cells[7]!.effects).toMatchObject([{ id: "t1", kind: "clock" }]);
    expect(JSON.stringify(view)).not.toContain("curse");
    const ogreGroup = view.groups.find((g) => g.at.absolute === 6);
    expect(ogreGroup?.effects.map((e) => e.id)).toEqual(["poison"]);
  });

  it("R003-04 shows the Tide of Battle as a meter the GM can shift, or nothing when the rules lack it", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "setTide", side: "foes", value: 2 });
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.tide).toMatchObject({
      sideKey: "TURNKEEPER.Tracker.Side.foes",
      value: 2,
      neutral: false,
      canShift: true,
    });
    expect(view.tide!.meter.filter((c) => c.filled).map((c) => c.value)).toEqual([-2, -1]);
    expect(view.tide!.meter).toHaveLength(11);
    const noTide = { ...state, rules: { ...state.rules, tideOfBattle: false } };
    expect(buildTrackerView({ state: noTide, entrants, viewer: { isGM: true } }).tide).toBeNull();
  });

  it("offers delays to later segments this round and GM moves across the timeline", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    const brakka = view.members.brakka!;
    expect(brakka.delayTo.map((c) => c.segment)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(brakka.rescheduleTo[0]).toMatchObject({ absolute: 3 });
    expect(brakka.rescheduleTo.at(-1)).toMatchObject({ round: 2, segment: 10 });
  });

  it("offers to count on by hand when nobody is queued", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(
      state,
      { type: "hold", id: "brakka" },
      { type: "hold", id: "goblin" },
      { type: "defeat", id: "ogre" },
      { type: "defeat", id: "ilsa" },
    );
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(actingIds(view)).toEqual([]);
    // Defeating the ogre and Ilsa counted on to Ilsa's segment (18); the GM counts on from there.
    expect(view.controls.countOn).toMatchObject({ absolute: 19, round: 2, segment: 9 });
  });
});

describe("tracker view model, as the GM reads it on the night", () => {
  it("R003-11 shows each member once: the group acting now leads, the turn order lists the turns to come", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(sectionIds(view, "acting")).toEqual(["brakka", "goblin"]);
    expect(view.sections.find((s) => s.key === "acting")!.blocks[0]!.group).toMatchObject({
      simultaneous: true,
      isNow: true,
    });
    expect(sectionIds(view, "order")).toEqual(["ogre", "ilsa"]);
    const all = view.sections.flatMap((s) => s.blocks.flatMap((b) => b.members.map((m) => m.id)));
    expect(new Set(all).size).toBe(all.length);
  });

  it("R003-11 a later Initiative Order in the same segment follows without repeating the segment", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "add", id: "wolf", side: "foes", roll: 3 });
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    const order = view.sections.find((s) => s.key === "order")!.blocks;
    expect(order.map((b) => [b.members.map((m) => m.id), b.group!.at.segment, b.sameSegment])).toEqual([
      [["ogre"], 6, false],
      [["wolf"], 6, true],
      [["ilsa"], 8, false],
    ]);
  });

  it("an interrupter acts at the top, and is not listed again among those holding", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "hold", id: "brakka" }, { type: "hold", id: "goblin" });
    state = run(state, { type: "interrupt", id: "brakka" });
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(sectionIds(view, "acting")).toEqual(["brakka"]);
    expect(sectionIds(view, "holding")).toEqual(["goblin"]);
  });

  it("tells players the count waits on the GM while only someone hidden acts", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "act", id: "brakka", recovery: 5 });
    const player = buildTrackerView({ state, entrants, viewer: { isGM: false } });
    const acting = player.sections.find((s) => s.key === "acting")!;
    expect(acting).toMatchObject({ blocks: [], emptyKey: "TURNKEEPER.Tracker.HiddenActing" });
    const gm = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(sectionIds(gm, "acting")).toEqual(["goblin"]);
  });

  it("R003-11 offers the GM each simultaneous member's place one earlier or later, and players nothing", () => {
    const { entrants } = fight();
    let { state } = fight();
    state = run(state, { type: "setNext", id: "ilsa", segment: 3 });
    const gm = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(gm.groups[0]!.members.map((m) => m.id)).toEqual(["brakka", "goblin", "ilsa"]);
    expect(gm.members.brakka!.reorder).toEqual({ earlier: null, later: "goblin,brakka,ilsa" });
    expect(gm.members.goblin!.reorder).toEqual({
      earlier: "goblin,brakka,ilsa",
      later: "brakka,ilsa,goblin",
    });
    expect(gm.members.ilsa!.reorder).toEqual({ earlier: "brakka,ilsa,goblin", later: null });
    // The ogre acts alone in segment 6: no group to order.
    expect(gm.members.ogre!.reorder).toBeNull();
    expect(gm.members.brakka!.actions.configure).toBe(true);
    const player = buildTrackerView({
      state,
      entrants: entrants.map((e) => ({ ...e, canAct: e.id === "brakka" })),
      viewer: { isGM: false },
    });
    expect(player.members.brakka!.reorder).toBeNull();
    expect(player.members.brakka!.actions.configure).toBe(false);
  });
});

describe("tracker view model, light for a long fight", () => {
  it("shows controls in full only for those acting and the row the viewer opened", () => {
    const { state, entrants } = fight();
    const gm = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    // Brakka and the goblin act: their controls show, with the delay and move lists.
    for (const id of ["brakka", "goblin"]) {
      expect(gm.members[id]).toMatchObject({ expanded: true, canOpen: false });
    }
    expect(gm.members.brakka!.rescheduleTo).toHaveLength(18);
    // The others carry a button to open theirs, and no lists until then.
    expect(gm.members.ogre).toMatchObject({ expanded: false, canOpen: true, rescheduleTo: [] });
    const opened = buildTrackerView({ state, entrants, viewer: { isGM: true }, open: "ogre" });
    expect(opened.members.ogre).toMatchObject({ expanded: true, canOpen: true });
    // The move list starts at the segment now and has the ogre's own next one chosen.
    expect(opened.members.ogre!.rescheduleTo[0]).toMatchObject({ absolute: 3, selected: false });
    expect(opened.members.ogre!.rescheduleTo.filter((o) => o.selected)).toEqual([
      { absolute: 6, round: 1, segment: 6, moment: 1, selected: true },
    ]);
    // A player's rows have nothing to open; its own acting combatant shows its turn's controls.
    const player = buildTrackerView({
      state,
      entrants: entrants.map((e) => ({ ...e, canAct: e.id === "brakka" })),
      viewer: { isGM: false },
      open: "ogre",
    });
    expect(Object.values(player.members).filter((m) => m.canOpen)).toEqual([]);
    expect(player.members.ogre!.expanded).toBe(false);
    expect(player.members.brakka).toMatchObject({ expanded: true, actions: { endTurn: true } });
  });

  it("labels the strip's chips with initials and counts a crowded cell, hidden ones left out for players", () => {
    const names = ["Brakka", "Goblin skulker", "Goblin skulker 12", "  ogre  ", "Éowyn of Rohan"];
    expect(names.map((n) => chipLabel(n))).toEqual(["Br", "GS", "GS12", "Og", "ÉO"]);
    // Two goblins would both be "GS": each takes a letter more.
    const fight = [
      { id: "a", name: "Goblin skulker" },
      { id: "b", name: "Goblin spearman" },
      { id: "c", name: "Brakka" },
    ];
    expect([...chipLabels(fight).values()]).toEqual(["GSk", "GSp", "Br"]);
    const crowd = ["a1", "a2", "a3", "a4", "a5", "a6"];
    const entrants = crowd.map((id, k) =>
      entrant(id, { name: `Wolf ${k + 1}`, side: "foes", hidden: k === 5 }),
    );
    let state = fresh();
    for (const id of crowd) state = run(state, { type: "add", id, side: "foes", roll: 4 });
    state = run(state, { type: "begin" });
    const gmCell = buildTrackerView({ state, entrants, viewer: { isGM: true } }).timeline.rounds[0]!
      .cells[3]!;
    expect(gmCell.chips).toHaveLength(CHIPS_PER_CELL - 1);
    expect(gmCell.chips[0]).toMatchObject({
      label: "Wo1",
      side: "foes",
      sideKey: "TURNKEEPER.Tracker.Side.foes",
    });
    expect(gmCell.more).toEqual({ count: 3, names: "Wolf 4, Wolf 5, Wolf 6" });
    const playerCell = buildTrackerView({ state, entrants, viewer: { isGM: false } }).timeline.rounds[0]!
      .cells[3]!;
    expect(playerCell.more).toEqual({ count: 2, names: "Wolf 4, Wolf 5" });
    // Four fit: a cell of four shows them all.
    const four = run(state, { type: "defeat", id: "a5" }, { type: "defeat", id: "a6" });
    const fourCell = buildTrackerView({ state: four, entrants, viewer: { isGM: true } }).timeline.rounds[0]!
      .cells[3]!;
    expect([fourCell.chips.length, fourCell.more]).toEqual([4, null]);
  });

  it("R003-10 marks the segment now, who is next, and the round the count wraps into", () => {
    const { state, entrants } = fight();
    const view = buildTrackerView({ state, entrants, viewer: { isGM: true } });
    expect(view.timeline.segments.filter((s) => s.isNow)).toEqual([{ segment: 3, isNow: true }]);
    expect(view.timeline.columns).toBe(11);
    expect(view.timeline.rounds.map((r) => [r.round, r.isCurrent, r.isNext, r.momentBreak])).toEqual([
      [1, true, false, false],
      [2, false, true, false],
    ]);
    const order = view.sections.find((s) => s.key === "order")!.blocks;
    expect(order.map((b) => [b.members.map((m) => m.id), b.next, b.kinds])).toEqual([
      [["ogre"], true, ["TURNKEEPER.Tracker.Next"]],
      [["ilsa"], false, []],
    ]);
    const acting = view.sections.find((s) => s.key === "acting")!.blocks[0]!;
    expect([acting.next, acting.kinds]).toEqual([false, ["TURNKEEPER.Tracker.Simultaneous"]]);
  });

  it("R003-09 begun before anyone rolled, waits for initiative rather than reading round 0", () => {
    const state = run(fresh(), { type: "begin" });
    const view = buildTrackerView({ state, entrants: [entrant("brakka")], viewer: { isGM: true } });
    expect(view).toMatchObject({ isRunning: true, isCounting: false });
    expect(view.timeline.segments.some((s) => s.isNow)).toBe(false);
    expect(view.sections.find((s) => s.key === "acting")).toMatchObject({
      blocks: [],
      emptyKey: "TURNKEEPER.Tracker.FirstRoll",
    });
    const rolled = run(state, { type: "add", id: "brakka", side: "party", roll: 4 });
    expect(
      buildTrackerView({ state: rolled, entrants: [entrant("brakka")], viewer: { isGM: true } }),
    ).toMatchObject({ isCounting: true, clock: { round: 1, segment: 4 } });
  });
});
