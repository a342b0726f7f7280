/**
 * The record journal party by party (issue 22): each day's page names the party beside each entry of a
 * party the GM named; once the world has more than one party, the world's first party's entries, which name
 * none while it has no name, read as its current name or "The party".
 */
import { describe, expect, it } from "vitest";
import { api, settle } from "../session/clock-table";
import { recordTable } from "./record-table";

describe("the record journal with two parties", () => {
  it("names each entry's party, the first party's older ones as it is called now, each at its own time", async () => {
    const t = await recordTable();
    await api(t.gm).advance("1 turn", { note: "down the stairs" });
    await settle(t.world);
    const page = () => t.journals.recordPages()[0]?.text.content ?? "";
    const line = (note: string) =>
      page()
        .split("</li>")
        .find((li) => li.includes(note)) ?? "";
    // One party, unnamed: no party on the page, as before parties.
    expect(page()).not.toContain("tk-record__party");
    await api(t.gm).splitParty("Scouts", ["Actor.bea"]);
    await api(t.gm).advance("2 turns", { note: "the main hall" });
    await api(t.gm).switchParty("party-2");
    await api(t.gm).advance("1 turn", { note: "ahead to the door" });
    await settle(t.world);
    expect(line("ahead to the door")).toContain('<span class="tk-record__party">· Scouts</span>');
    expect(line("the main hall")).toContain('<span class="tk-record__party">· The party</span>');
    expect(line("down the stairs")).toContain('<span class="tk-record__party">· The party</span>');
    // Named, the first party's entries read as its name, those from before it had one too.
    await api(t.gm).renameParty("party", "Company of the Rose");
    await api(t.gm).switchParty("party");
    await api(t.gm).advance("1 turn", { note: "the crypt" });
    await settle(t.world);
    for (const note of ["the crypt", "the main hall", "down the stairs"])
      expect(line(note)).toContain('<span class="tk-record__party">· Company of the Rose</span>');
    expect(line("ahead to the door")).toContain("· Scouts</span>");
  });
});
