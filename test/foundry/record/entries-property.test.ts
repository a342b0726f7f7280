/**
 * The record's pages with any one field of their entries changed (issue 20, a property over fast-check, a fixed
 * seed in npm test): the undo window composed from them holds only entries that read and follow on, each as a
 * page holds it; an entry that does not read is reported with its key; and the state composed always reads,
 * nothing of its log set aside (the pages' reading did that work).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apply, BUILT_IN_PRESETS, logEntries, type Timekeeper, type TimerCommand } from "../../../src/core";
import { recordEntry } from "../../../src/core/record/change";
import type { RecordPageLike } from "../../../src/foundry/env/record";
import { RECORD_KIT } from "../../../src/foundry/record/kit";
import { composeWindow } from "../../../src/foundry/record/pages";
import type { SplitState } from "../../../src/foundry/session/stored-state";
import { createWorldState, readWorldState, storedWorldState } from "../../../src/ui";
import { fuzzRuns } from "../../helpers/fuzz";
import { oneFieldMutated } from "../../helpers/stored";

const preset = BUILT_IN_PRESETS["four-watches"];
const TURN = 600;

/** A keeper that logged a light, then turns (one check due on the way). */
function played(): Timekeeper {
  let keeper = createWorldState(0, preset).keeper;
  const check = { id: "encounter", label: "Encounter", every: 2 * TURN, anchor: 0, active: true };
  const steps: TimerCommand[] = [
    { type: "addCheck", check },
    ...[1, 2, 3, 4, 5].map((t): TimerCommand => ({ type: "advance", to: t * TURN })),
  ];
  for (const step of steps) {
    const applied = apply(keeper, step);
    if (!applied.ok) throw new Error(applied.error.message);
    keeper = applied.value.state;
  }
  return keeper;
}

/** Pages as the journal port gives them, their entries as (maybe changed) stored data. */
function pagesOf(stored: Readonly<Record<string, unknown>>): RecordPageLike[] {
  return Object.entries(stored).map(([id, entries], i) => ({
    id,
    name: `Day ${i + 1}`,
    day: i,
    part: 1,
    entries: () => (entries ?? {}) as Readonly<Record<string, unknown>>,
    content: () => "",
  }));
}

describe("record entries with one field changed", () => {
  it("compose a window of entries that read and follow on, the others reported, into a state that reads", () => {
    const keeper = played();
    const entries = logEntries(keeper).map((e) => recordEntry(e, "Upper halls"));
    const byId = (list: typeof entries) => Object.fromEntries(list.map((e) => [String(e.id), e]));
    const pages = { p1: byId(entries.slice(3)), p2: byId(entries.slice(0, 3)) };
    const ws = storedWorldState({ ...createWorldState(0, preset), keeper });
    const raw: SplitState = {
      split: { journal: "j", pages: ["p1", "p2"] },
      state: { ...ws, keeper: { ...ws.keeper, log: null as never } },
    };
    fc.assert(
      fc.property(oneFieldMutated(pages), ({ mutated }) => {
        const stored = mutated as Readonly<Record<string, Record<string, unknown> | null>>;
        const journal = { id: "j", name: "Record", ownership: {}, pages: () => pagesOf(stored) };
        const composed = composeWindow(
          raw,
          { ...journal, createPages: async () => [], updatePages: async () => [], share: async () => null },
          RECORD_KIT.readEntry,
          RECORD_KIT.followsOn,
        );
        const state = readWorldState(composed.state);
        expect(state.ok && state.value.setAside).toEqual([]);
        const window = state.ok ? logEntries(state.value.value.keeper) : [];
        expect(window.length + composed.missing.entries).toBe(entries.length);
        // Each entry of the window is one a page holds, as it reads (less the area).
        const held = Object.values(stored).flatMap((p) => Object.values(p ?? {}));
        const logged = held.flatMap((e) => {
          const read = RECORD_KIT.readEntry(e, "");
          if (!read.ok) return [];
          const { area: _area, ...entry } = read.value;
          return [entry];
        });
        for (const entry of window) expect(logged).toContainEqual(entry);
        for (const bad of composed.bad) expect(bad.error.path).toMatch(/^flags\.turnkeeper\.entries\./);
      }),
      fuzzRuns(200),
    );
  });
});
