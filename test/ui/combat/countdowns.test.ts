import { describe, expect, it } from "vitest";
import type { Timer } from "../../../src/core";
import { timerCountdowns } from "../../../src/ui/combat";

const base = { kind: "light", label: "Torch", startedAt: 0, capacity: 3600 } as const;

describe("the clock's timers as the tracker's countdowns", () => {
  it("R003-02 places running timers at their end, tied to the combatant holding them; paused and ticking ones stay off", () => {
    const timers: Timer[] = [
      { ...base, id: "t1", owner: "Actor.brakka", mode: "running", endsAt: 1009 },
      { ...base, id: "t2", label: "Shield", mode: "running", endsAt: 1030 },
      { ...base, id: "t3", owner: "Actor.stranger", mode: "running", endsAt: 1040 },
      { ...base, id: "t4", mode: "paused", remaining: 60 },
      { ...base, id: "t5", mode: "ticks", ticks: 3, running: true },
    ];
    const inFight = new Map([["Actor.brakka", "c1"]]);
    expect(timerCountdowns(timers, 1000, (owner) => inFight.get(owner) ?? null)).toEqual({
      worldTime: 1000,
      effects: [
        { id: "clock.t1", label: "Torch", at: 1009, combatantId: "c1" },
        { id: "clock.t2", label: "Shield", at: 1030, combatantId: null },
        { id: "clock.t3", label: "Torch", at: 1040, combatantId: null },
      ],
    });
  });
});
