/** The tracker's view of a fight: what the GM and the players see, and the clock's timers on the timeline. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Timer } from "../../../src/core";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { trackerModel } from "../../../src/foundry/combat/tracker-view";
import { api, begun } from "./fixtures";
import { combatTable } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("the tracker's view of a fight", () => {
  it("shows the tracker to the GM with hidden combatants, and to players without them", async () => {
    const t = await combatTable();
    await begun(t);
    const gmView = trackerModel(t.gm, combatSetupFor(t.gm)!.services, t.combat(t.gm)).view;
    const playerView = trackerModel(t.alice, combatSetupFor(t.alice)!.services, t.combat(t.alice)).view;
    expect(Object.keys(gmView.members)).toHaveLength(4);
    expect(gmView.groups[0]).toMatchObject({ simultaneous: true, isNow: true });
    expect(JSON.stringify(playerView)).not.toContain("Goblin");
    expect(playerView.members[t.ids.brakka]!.actions).toMatchObject({ endTurn: true, reschedule: false });
    expect(playerView.members[t.ids.ilsa]!.actions.any).toBe(false);
    expect(api(t.bob).combat.view(t.combatId).members[t.ids.ilsa]).toBeDefined();
  });

  it("R003-02 places the clock's timers on the timeline, hidden with a hidden combatant's", async () => {
    const t = await combatTable();
    await begun(t);
    const goblinActor = t.server.combats
      .get(t.combatId)!
      .combatants.find((c) => c.name === "Goblin")!.actorId;
    const timer = (id: string, label: string, endsAt: number, owner?: string): Timer => ({
      id,
      kind: "effect",
      label,
      ...(owner === undefined ? {} : { owner }),
      startedAt: 0,
      capacity: 60,
      mode: "running",
      endsAt,
    });
    const clock = () => ({
      worldTime: t.world.worldTime,
      timers: [
        timer("t1", "Shield spell", t.world.worldTime + 9),
        timer("t2", "Goblin's curse", t.world.worldTime + 4, `Actor.${goblinActor}`),
      ],
    });
    const gm = trackerModel(t.gm, combatSetupFor(t.gm)!.services, t.combat(t.gm), clock).view;
    const cells = gm.timeline.rounds[0]!.cells;
    // 2-second segments from segment 3: 9 seconds is the 5th segment on (8), 4 seconds the 2nd (5).
    expect(cells[7]!.effects).toMatchObject([{ label: "Shield spell", kind: "clock" }]);
    expect(cells[4]!.effects).toMatchObject([{ label: "Goblin's curse", combatantName: "Goblin" }]);
    const player = trackerModel(t.alice, combatSetupFor(t.alice)!.services, t.combat(t.alice), clock).view;
    expect(JSON.stringify(player)).not.toContain("curse");
    expect(player.timeline.rounds[0]!.cells[7]!.effects).toHaveLength(1);
  });
});
