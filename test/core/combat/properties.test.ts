import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyCombatCommand,
  currentTurn,
  mulberry32,
  restoreCombat,
  seededRoller,
  upcoming,
  type CombatCommand,
  type CombatEvent,
  type CombatState,
  type CombatStep,
  type DicePort,
} from "../../../src/core";
import { deepFreeze, newCombat } from "./fight";

interface Fight {
  /** The state before each accepted command, the command, and what it did. */
  readonly turns: readonly { before: CombatState; command: CombatCommand; step: CombatStep }[];
  readonly final: CombatState;
}

/** Picks a plausible next command: mostly ending turns, with every other kind of command mixed in. */
function chooseCommand(state: CombatState, pick: () => number, serial: { n: number }): CombatCommand {
  const among = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)]!;
  const add = (): CombatCommand => ({
    type: "add",
    id: `n${serial.n++}`,
    side: among(["party", "monsters"]),
    initiativeOrder: Math.floor(pick() * 3),
    initiativeDie: among(["1d10", "1d10", "1d6"]),
    surprise: among(["none", "none", "none", "partial", "total"]),
  });
  const holders = state.aside.filter((c) => c.status === "holding");
  const everyone = [...state.queue, ...state.aside];
  const turn = currentTurn(state);
  const r = pick();
  if (turn === null) {
    return holders.length > 0 && r < 0.5 ? { type: "interrupt", id: among(holders).id } : add();
  }
  const id = state.interrupter ?? among(upcoming(state)!.groups[0]!.ids);
  if (r < 0.05) return { type: "instant", id };
  if (r < 0.08) return { type: "free", id: among(everyone).id };
  if (r < 0.12) return { type: "delay", id, to: state.now + 1 + Math.floor(pick() * 4) };
  if (r < 0.15) return { type: "hold", id };
  if (r < 0.18 && holders.length > 0) return { type: "interrupt", id: among(holders).id };
  if (r < 0.21) return add();
  if (r < 0.23) return { type: "defeat", id: among(everyone).id };
  if (r < 0.25)
    return { type: "setNext", id: among(everyone).id, segment: state.now + Math.floor(pick() * 12) };
  if (r < 0.27) return { type: "reorder", ids: [...upcoming(state)!.groups[0]!.ids].reverse() };
  if (r < 0.29)
    return { type: "addEffect", id: `e${serial.n++}`, label: "tick", after: 1 + Math.floor(pick() * 9) };
  if (r < 0.3) return { type: "setTide", side: among(["party", "monsters", null]), value: 0 };
  if (r < 0.32)
    return {
      type: "configure",
      id: among(everyone).id,
      side: among(["party", "monsters"]),
      initiativeOrder: Math.floor(pick() * 3),
    };
  return { type: "act", id, recovery: 1 + Math.floor(pick() * 15) };
}

/** A fight driven by one seed: the seed picks the commands and rolls the dice. */
function simulate(
  seed: number,
  length: number,
  from?: CombatState,
  dice: DicePort = seededRoller(seed),
): Fight {
  const pick = mulberry32(seed ^ 0x5eed);
  const serial = { n: 0 };
  let state = from ?? newCombat();
  const turns: { before: CombatState; command: CombatCommand; step: CombatStep }[] = [];
  const run = (command: CombatCommand) => {
    const step = applyCombatCommand(deepFreeze(state), command, dice);
    if (!step.ok) return;
    turns.push({ before: state, command, step: step.value });
    state = step.value.state;
  };
  if (from === undefined) {
    const size = 1 + Math.floor(pick() * 8);
    for (let i = 0; i < size; i++) run(chooseCommandAdd(serial, pick));
    run({ type: "begin" });
  }
  for (let i = 0; i < length; i++) run(chooseCommand(state, pick, serial));
  return { turns, final: state };
}

function chooseCommandAdd(serial: { n: number }, pick: () => number): CombatCommand {
  return {
    type: "add",
    id: `s${serial.n++}`,
    side: pick() < 0.5 ? "party" : "monsters",
    initiativeOrder: Math.floor(pick() * 3),
  };
}

const events = (fight: Fight): CombatEvent[] => fight.turns.flatMap((t) => [...t.step.events]);
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe("combat engine properties over seeded random fights", () => {
  it("R003-09 R003-12 no combatant is ever skipped or acts twice in a segment", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const fight = simulate(seed, 150);
        // Rebuild each combatant's schedule from the events alone, then hold the engine to it.
        const next = new Map<string, number>();
        const acted = new Set<string>();
        let interrupter: string | null = null;
        for (const e of events(fight)) {
          // Holding, delaying, being set a segment or leaving ends an interrupt too.
          const endsInterrupt = ["held", "delayed", "nextSet", "defeated", "removed"].includes(e.type);
          if (endsInterrupt && "id" in e && e.id === interrupter) interrupter = null;
          if (e.type === "added") next.set(e.id, e.start);
          else if (e.type === "nextSet") next.set(e.id, e.next);
          else if (e.type === "delayed") next.set(e.id, e.to);
          else if (e.type === "held" || e.type === "defeated" || e.type === "removed") next.delete(e.id);
          else if (e.type === "interrupted") interrupter = e.id;
          else if (e.type === "turnEnded") {
            const key = `${e.id}@${e.segment}`;
            expect(acted.has(key)).toBe(false);
            acted.add(key);
            if (e.id === interrupter) interrupter = null;
            else expect(next.get(e.id)).toBe(e.segment);
            next.set(e.id, e.next);
          } else if (e.type === "advanced") {
            // Moving the count on: nobody may still be due before where it lands.
            for (const due of next.values()) expect(due).toBeGreaterThanOrEqual(e.to);
            expect(interrupter).toBeNull();
          }
        }
        expect(acted.size).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it("R003-10 R003-12 the sequence of acting moments never goes back in time", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const fight = simulate(seed, 150);
        let last = 0;
        for (const e of events(fight)) {
          if (e.type === "turnEnded") {
            expect(e.segment).toBeGreaterThanOrEqual(last);
            last = e.segment;
          }
          if (e.type === "advanced") expect(e.to).toBeGreaterThan(e.from);
        }
        for (const t of fight.turns) expect(t.step.state.now).toBeGreaterThanOrEqual(t.before.now);
      }),
      { numRuns: 40 },
    );
  });

  it("R003-01 world time elapsed equals segments elapsed times segment length", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const fight = simulate(seed, 150);
        const perSegment = fight.final.rules.secondsPerSegment;
        const seconds = fight.turns.reduce((sum, t) => sum + t.step.seconds, 0);
        expect(seconds).toBe(fight.final.now * perSegment);
        for (const t of fight.turns) {
          expect(t.step.seconds).toBe((t.step.state.now - t.before.now) * perSegment);
          const hops = t.step.events.flatMap((e) => (e.type === "advanced" ? [e] : []));
          expect(hops.reduce((sum, e) => sum + e.seconds, 0)).toBe(t.step.seconds);
          for (const e of hops) expect(e.seconds).toBe((e.to - e.from) * perSegment);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("combat engine properties: determinism, saving and undo", () => {
  it("the same seed gives the same fight", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(JSON.stringify(simulate(seed, 100))).toBe(JSON.stringify(simulate(seed, 100)));
      }),
      { numRuns: 20 },
    );
  });

  it("serialize then restore gives the same future", () => {
    fc.assert(
      fc.property(seeds, fc.nat(), seeds, (seed, at, futureSeed) => {
        const past = simulate(seed, 60);
        const saved = past.turns[at % past.turns.length]!.step.state;
        const restored = restoreCombat(JSON.parse(JSON.stringify(saved)));
        if (!restored.ok) throw new Error(restored.error.message);
        const original = simulate(futureSeed, 80, saved, seededRoller(futureSeed));
        const copy = simulate(futureSeed, 80, restored.value, seededRoller(futureSeed));
        expect(JSON.stringify(copy)).toBe(JSON.stringify(original));
      }),
      { numRuns: 25 },
    );
  });

  it("undo after any step restores the state before it", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const t of simulate(seed, 60).turns) {
          const undone = applyCombatCommand(t.step.state, { type: "undo" }, seededRoller(0));
          // A state in setup keeps its own undo record (every roll can be taken back); a running one not.
          const before = t.before.phase === "setup" ? t.before : { ...t.before, undo: null };
          expect(undone.ok && undone.value.state).toEqual(before);
          expect(undone.ok && undone.value.seconds).toBe(0 - t.step.seconds);
        }
      }),
      { numRuns: 20 },
    );
  });
});
