/**
 * The campaign record party by party (issue 22): every entry names the party whose time it was, entries of the
 * world's first party (unnamed, as every entry from before parties) read as the one party.
 */
import { describe, expect, it } from "vitest";
import { makeHost } from "../session/host";
import { TURN } from "../session/fixtures";
import { recordMarkdown, type RecordDayView } from "../../../src/ui/record/view";
import type { Resolved } from "../../../src/ui/i18n/text";

describe("the record of two parties", () => {
  it("names the party on each entry, each at its own time", async () => {
    const host = makeHost();
    const { session } = host;
    await session.perform({ type: "advanceUnit", unit: "turn" });
    await session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
    await session.perform({ type: "renameParty", id: "party", name: "Main body" });
    await session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
    await session.perform({ type: "switchParty", id: "party-2" });
    await session.perform({ type: "advance", by: "1 turn", note: "scouting ahead" });
    await session.idle();
    const timed = host.record.entries.filter((e) => e.to > e.from);
    expect(timed.map((e) => [e.party ?? null, e.from, e.to])).toEqual([
      [null, 0, TURN],
      ["Main body", TURN, 3 * TURN],
      ["Scouts", TURN, 2 * TURN],
    ]);
  });

  it("shows the party beside the area in the Markdown export", () => {
    const day: Resolved<RecordDayView> = {
      day: 0,
      start: 0,
      title: "Day 1",
      entries: [
        {
          id: 1,
          when: "8:00",
          span: "1 turn",
          what: "Search",
          area: "Crypt",
          party: "Scouts",
          outcomes: [],
          secrets: [],
        },
      ],
    };
    const text = recordMarkdown("Record", [day], { gmOnly: "GM", empty: "-" }, false);
    expect(text).toContain("- **8:00** (1 turn) Search · Scouts · Crypt");
  });
});
