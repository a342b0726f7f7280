/**
 * The sandbox's campaign record is kept after the state (issue 20): should its write fail (the browser's
 * storage full), the state's undo window still holds what the record lacks, and the record read at the next
 * load takes it from there: entries it lacks or holds otherwise put, entries undone meanwhile taken out.
 */
import { describe, expect, it } from "vitest";
import {
  applyRecordChange,
  apply,
  emptyRecord,
  logEntries,
  undoLast,
  type Timekeeper,
} from "../../../src/core";
import { SandboxRecord } from "../../../src/sandbox/record/record";
import { createWorldState } from "../../../src/ui";
import { BUILT_IN_PRESETS } from "../../../src/core";

const preset = BUILT_IN_PRESETS["four-watches"];
const TURN = 600;

/** A keeper that logged `turns` turns, one entry each. */
function turns(count: number, keeper: Timekeeper = createWorldState(0, preset).keeper): Timekeeper {
  let k = keeper;
  for (let i = 0; i < count; i++) {
    const applied = apply(k, { type: "advance", to: k.state.time + TURN }, { kind: "turn", note: `#${i}` });
    if (!applied.ok) throw new Error(applied.error.message);
    k = applied.value.state;
  }
  return k;
}

/** The record as it was stored while the log held `keeper`'s entries, areas and all. */
const storedFor = (keeper: Timekeeper) =>
  applyRecordChange(emptyRecord(), {
    put: logEntries(keeper)
      .reverse()
      .map((e) => ({ ...e, area: "Upper halls" })),
    removed: [],
  });

describe("the sandbox's record read beside the state", () => {
  it("takes the entries of the undo window it lacks (its write failed after the state's), once", () => {
    const written = turns(2);
    const keeper = turns(2, written);
    const record = new SandboxRecord(storedFor(written), keeper);
    expect(record.value.entries.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(record.value.entries.map((e) => e.reason.note)).toEqual(["#0", "#1", "#0", "#1"]);
    // What the record held keeps its area.
    expect(record.value.entries[0]?.area).toBe("Upper halls");
  });

  it("lets go of entries undone while its writes failed, and keeps those older than the undo window", () => {
    // The record took four turns; the state's window holds two entries, and the newest was undone since.
    const undone = undoLast(turns(4, createWorldState(0, preset, 2).keeper));
    if (!undone.ok) throw new Error(undone.error.message);
    const record = new SandboxRecord(storedFor(turns(4)), undone.value.state);
    expect(record.value.entries.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it("holds what it held when the state's window agrees with it", () => {
    const keeper = turns(3);
    const stored = storedFor(keeper);
    expect(new SandboxRecord(stored, keeper).value).toEqual(stored);
  });
});
