/**
 * The tracker follows the clock's timers (refresh.ts): it renders the parts showing countdowns again once for
 * a burst of the clock's changes, only where it shows and only when what it shows of the clock changed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { combatSetupFor } from "../../../src/foundry/combat/register";
import { ClockRefresh, type RefreshTarget } from "../../../src/foundry/combat/refresh";
import { clockKey, trackerModel } from "../../../src/foundry/combat/tracker-view";
import { turnkeeperOf } from "../../../src/foundry/setup/start";
import type { FakeClient } from "../../fakes/foundry";
import { api, begun } from "./fixtures";
import { combatTable } from "./harness";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const setup = (c: FakeClient) => combatSetupFor(c)!;

describe("the tracker follows the clock's timers (R003-02)", () => {
  const target = (showing: () => boolean, key: () => string) => {
    const t: RefreshTarget & { renderedKey: string | null; renders: number } = {
      showing,
      clockKey: key,
      renderedKey: key(),
      renders: 0,
      render() {
        t.renders++;
        t.renderedKey = key();
      },
    };
    return t;
  };

  it("renders once for a burst of changes, only where the tracker shows, only when its timers changed", () => {
    vi.useFakeTimers();
    const refresh = new ClockRefresh();
    let key = "a";
    const shown = target(
      () => true,
      () => key,
    );
    const hidden = target(
      () => false,
      () => key,
    );
    refresh.add(shown);
    refresh.add(hidden);
    refresh.changed();
    vi.advanceTimersByTime(100);
    expect(shown.renders).toBe(0);
    key = "b";
    for (let i = 0; i < 5; i++) refresh.changed();
    vi.advanceTimersByTime(99);
    expect(shown.renders).toBe(0);
    vi.advanceTimersByTime(1);
    expect([shown.renders, hidden.renders]).toEqual([1, 0]);
    refresh.delete(shown);
    key = "c";
    refresh.changed();
    vi.advanceTimersByTime(100);
    expect(shown.renders).toBe(1);
  });

  it("a torch lit mid-fight shows on a player's tracker without waiting for the next step", async () => {
    const t = await combatTable();
    await begun(t);
    const tk = turnkeeperOf(t.alice)!.tk;
    const player = target(
      () => true,
      () => clockKey(t.combat(t.alice), () => tk.clockEffects()),
    );
    setup(t.alice).refresh.add(player);
    const mark = t.server.writes.length;
    const brakka = t.server.combats.get(t.combatId)!.combatants.find((c) => c.name === "Brakka")!;
    await api(t.gm).light(`Actor.${brakka.actorId}`, "torch");
    await vi.waitFor(() => expect(player.renders).toBe(1));
    expect(t.writesSince(mark)).toBe(0);
    expect(tk.clockEffects().timers.map((x) => x.owner)).toEqual([`Actor.${brakka.actorId}`]);
    // The torch's countdown goes with Brakka, the combatant holding it.
    const model = trackerModel(t.alice, setup(t.alice).services, t.combat(t.alice), () => tk.clockEffects());
    expect(model.input.clock?.effects.map((e) => [e.label, e.combatantId])).toEqual([
      ["TURNKEEPER.Time.Light.torch", t.ids.brakka],
    ]);
    // The clock's state changing again, its timers the same: no render.
    t.alice.Hooks.callAll("turnkeeper.stateChanged", { time: t.world.worldTime });
    await new Promise((r) => setTimeout(r, 150));
    expect(player.renders).toBe(1);
  });
});
