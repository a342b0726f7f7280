/**
 * The clock panel's parties (issue 22): the GM sees each party's reading at a glance and may switch, split
 * and merge; a player sees their own party's time as exactly as the players' view lets them, the others by
 * name, and their panel reads their own party's time when it is out of play.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { buildClockView, DEFAULT_OPTIONS, DEFAULT_PLAYER_VIEW, resolveView } from "../../../src/ui";
import { clockParties, parsePartyAction } from "../../../src/ui/clock/parties";
import { stateSeenBy } from "../../../src/ui/clock/own-party";
import { makeHost, strictI18n } from "../session/host";
import { TURN } from "../session/fixtures";
import { twoParties } from "../party/fixtures";

const GM = { isGM: true, owns: () => true };
const player = (...owned: string[]) => ({ isGM: false, owns: (id: string) => owned.includes(id) });
const text = { i18n: strictI18n, scale: BUILT_IN_PRESETS["four-watches"].time };

describe("the clock panel's parties", () => {
  it("names the only party to a GM and offers the split and rename, and shows a player nothing", () => {
    const host = makeHost();
    const ws = host.session.state();
    expect(clockParties(ws, GM, DEFAULT_PLAYER_VIEW, 0)).toEqual({
      inPlay: { i18n: "TURNKEEPER.Party.first" },
      list: [],
      canSplit: true,
      canMerge: false,
      canRename: true,
    });
    expect(clockParties(ws, player("Actor.aldo"), DEFAULT_PLAYER_VIEW, 0)).toBeNull();
  });

  it("shows a GM each party's time, how far behind, area, lights and next check, with a switch to the other", async () => {
    const host = await twoParties();
    const view = clockParties(host.session.state(), GM, DEFAULT_PLAYER_VIEW, 0);
    expect(view?.canMerge).toBe(true);
    const [inPlay, scouts] = view?.list ?? [];
    expect(inPlay).toMatchObject({
      id: "party",
      inPlay: true,
      canSwitch: false,
      behind: null,
      area: "Vault",
    });
    expect(inPlay?.time).toEqual({ clock: 2 * TURN, style: "compact" });
    expect(scouts).toMatchObject({
      id: "party-2",
      name: "Scouts",
      inPlay: false,
      canSwitch: true,
      area: "Crypt",
    });
    expect(scouts?.time).toEqual({ clock: 0, style: "compact" });
    expect(resolveView(scouts, text)).toMatchObject({
      behind: "2 turns behind",
      lights: "1 light",
    });
    // The scouts' next check falls due on their own time: the crypt's third turn.
    expect(scouts?.nextCheck).toMatchObject({ data: { at: { clock: 3 * TURN, style: "compact" } } });
  });
});

describe("a player's parties", () => {
  it("shows a player their own party's time as the players' view allows, the other party by name alone", async () => {
    const host = await twoParties();
    const ws = host.session.state();
    const bea = player("Actor.bea");
    const exact = clockParties(ws, bea, DEFAULT_PLAYER_VIEW, 0)?.list ?? [];
    expect(exact.map((p) => [p.id, p.own, p.canSwitch])).toEqual([
      ["party", false, false],
      ["party-2", true, false],
    ]);
    expect(exact[1]?.time).toEqual({ clock: 0, style: "compact" });
    expect(exact[0]).toMatchObject({ time: null, area: null, lights: null, nextCheck: null, behind: null });
    const rough = clockParties(ws, bea, { ...DEFAULT_PLAYER_VIEW, time: "rough", danger: "none" }, 0);
    expect(resolveView(rough?.list[1]?.time, text)).toBe("Night, day 1");
    expect(rough?.list[1]?.area).toBeNull();
    const none = clockParties(ws, bea, { ...DEFAULT_PLAYER_VIEW, time: "none" }, 0);
    expect(none?.list.map((p) => p.time)).toEqual([null, null]);
    expect(none?.canSplit).toBe(false);
    expect(none?.canRename).toBe(false);
  });

  it("reads a player's panel at their own party's time, in its area, with its lights; a GM's at the party in play's", async () => {
    const host = await twoParties();
    const ws = host.session.state();
    const preset = BUILT_IN_PRESETS["four-watches"];
    const bea = player("Actor.bea");
    const seen = buildClockView(stateSeenBy(ws, bea), preset, bea, DEFAULT_OPTIONS);
    expect(seen.compact).toEqual({ clock: 0, style: "compact" });
    expect(seen.area?.name).toBe("Crypt");
    expect(seen.lights.map((l) => l.name)).toEqual(["Bea"]);
    const aldo = player("Actor.aldo");
    expect(stateSeenBy(ws, aldo)).toBe(ws);
    expect(stateSeenBy(ws, GM)).toBe(ws);
    // Someone no party lists belongs with everyone else: the first party, in play here.
    expect(stateSeenBy(ws, player("Actor.nobody"))).toBe(ws);
  });

  it("reads the party buttons: a switch at once, the split, merge and rename forms first", () => {
    expect(parsePartyAction("switchParty", { id: "party-2" })).toEqual({
      kind: "intent",
      intent: { type: "switchParty", id: "party-2" },
    });
    expect(parsePartyAction("switchParty", {})).toBeNull();
    expect(parsePartyAction("splitParty", {})).toEqual({ kind: "split" });
    expect(parsePartyAction("mergeParties", {})).toEqual({ kind: "merge" });
    expect(parsePartyAction("renameParty", {})).toEqual({ kind: "rename" });
    expect(parsePartyAction("advanceUnit", { id: "x" })).toBeNull();
  });
});
