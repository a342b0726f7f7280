/**
 * Whose each record entry is (issue 22): the first party's entries, which name no party while it has no name,
 * read as its current name, or "The party" once the world has more than one party; a world of one unnamed
 * party names none.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries, type RecordEntry } from "../../../src/core";
import { resolveView } from "../../../src/ui";
import { unnamedEntriesParty } from "../../../src/ui/record/party";
import { buildRecordView } from "../../../src/ui/record/view";
import { RECORD_WORDS } from "../../../src/ui/record/view-kit";
import { makeHost, strictI18n } from "../session/host";

const preset = BUILT_IN_PRESETS["four-watches"];
const text = { i18n: strictI18n, scale: preset.time };

/** The parties each entry of the record reads as. */
const partiesOf = (entries: readonly RecordEntry[], firstParty: ReturnType<typeof unnamedEntriesParty>) =>
  buildRecordView(RECORD_WORDS, entries, preset, null, firstParty).flatMap((day) =>
    resolveView(day, text).entries.map((e) => e.party),
  );

describe("whose each record entry is", () => {
  it("names no party in a world of one unnamed party, its name once named, 'The party' with several", async () => {
    const host = makeHost();
    const state = () => host.session.state();
    expect(unnamedEntriesParty(state())).toBeNull();
    await host.session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
    expect(resolveView(unnamedEntriesParty(state()), text)).toBe("The party");
    await host.session.perform({ type: "renameParty", id: "party", name: "Rose" });
    expect(unnamedEntriesParty(state())).toBe("Rose");
  });

  it("calls the first party's entries 'The party' once it has merged into another", async () => {
    const host = makeHost();
    await host.session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
    await host.session.perform({ type: "mergeParties", from: "party", into: "party-2", gap: "wait" });
    await host.session.idle();
    expect(host.session.state().others).toEqual([]);
    expect(resolveView(unnamedEntriesParty(host.session.state()), text)).toBe("The party");
  });

  it("reads the entries that name none as the party the host gives, else 'The party' beside named ones", async () => {
    const host = makeHost();
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    const entries = logEntries(host.session.state().keeper);
    expect(partiesOf(entries, null)).toEqual([null]);
    expect(partiesOf(entries, "Rose")).toEqual(["Rose"]);
    const scouts = entries.map((e) => ({ ...e, id: e.id + 1, party: "Scouts" }));
    expect(partiesOf([...entries, ...scouts], null)).toEqual(["The party", "Scouts"]);
  });
});
