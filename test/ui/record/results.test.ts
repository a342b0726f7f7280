/**
 * The campaign record prints what a check rolled and what came of it, as the card did; entries logged before the
 * roll was kept print their total as before.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries, type RecordEntry } from "../../../src/core";
import { resolveView } from "../../../src/ui";
import { RECORD_WORDS } from "../../../src/ui/record/view-kit";
import { recordEntryView } from "../../../src/ui/record/view";
import { dungeon } from "../session/fixtures";
import { makeHost, strictI18n } from "../session/host";

const preset = BUILT_IN_PRESETS["four-watches"];
const secretsOf = (entry: RecordEntry) =>
  resolveView(recordEntryView(RECORD_WORDS, preset, entry), { i18n: strictI18n, scale: preset.time }).secrets;

/** A turn's entry, logged by a session, with the results given. */
async function turnWith(results: RecordEntry["results"]): Promise<RecordEntry> {
  const host = makeHost();
  await host.session.perform({ type: "advanceUnit", unit: "turn" });
  await host.session.idle();
  const [entry] = logEntries(host.session.state().keeper);
  if (!entry) throw new Error("no entry");
  return { ...entry, results };
}

describe("the record's check results", () => {
  it("R000-03 prints the roll, what it was against and what it found", async () => {
    const host = makeHost({ faces: [3] });
    await host.session.perform({ type: "setArea", area: dungeon() });
    await host.session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
    await host.session.idle();
    const [newest] = logEntries(host.session.state().keeper);
    expect(newest?.results).toEqual([
      { check: "encounter", roll: 3, total: 1, kind: "chance", outcome: "nothing" },
    ]);
    if (!newest) throw new Error("no entry");
    expect(secretsOf(newest)).toEqual([
      "Encounter check: rolled 3 against 1, nothing (an encounter on 1 or less)",
    ]);
  });

  it("prints a table's roll and what it read as", async () => {
    const results = [{ check: "encounter", roll: 7, total: 6, kind: "table" as const, outcome: "sign" }];
    expect(secretsOf(await turnWith(results))).toEqual([
      "Encounter check: rolled 7, read as 6, a sign of a monster nearby",
    ]);
  });

  it("R000-03 an encounter reads as a sentence, the table's entry after it as the table wrote it", async () => {
    const results = [
      {
        check: "encounter",
        roll: 1,
        total: 2,
        kind: "chance" as const,
        outcome: "encounter",
        drawn: "An owlbear, guarding its den",
      },
      {
        check: "encounter",
        roll: 2,
        total: 2,
        kind: "table" as const,
        outcome: "encounter",
        drawn: "Sir Aldric of Yarrow",
      },
    ];
    expect(secretsOf(await turnWith(results))).toEqual([
      "Encounter check: rolled 1 against 2, an encounter (an encounter on 2 or less). From the encounter table: An owlbear, guarding its den",
      "Encounter check: rolled 2, read as 2, an encounter. From the encounter table: Sir Aldric of Yarrow",
    ]);
  });

  it("prints an older entry, kept without its roll, as before: the total only", async () => {
    const results = [{ check: "encounter", total: 2, outcome: "nothing" }];
    expect(secretsOf(await turnWith(results))).toEqual(["Encounter check (2): nothing"]);
  });
});
