/**
 * The record journal party by party (issue 22): each day's page names the party beside each entry of a
 * party the GM named, entries of the world's first, unnamed party as before.
 */
import { describe, expect, it } from "vitest";
import { api, settle } from "../session/clock-table";
import { recordTable } from "./record-table";

describe("the record journal with two parties", () => {
  it("names the scouts on their entries, each at the scouts' own time", async () => {
    const t = await recordTable();
    await api(t.gm).advance("1 turn", { note: "down the stairs" });
    await settle(t.world);
    await api(t.gm).splitParty("Scouts", ["Actor.bea"]);
    await api(t.gm).advance("2 turns", { note: "the main hall" });
    await api(t.gm).switchParty("party-2");
    await api(t.gm).advance("1 turn", { note: "ahead to the door" });
    await settle(t.world);
    const text = t.journals.recordPages()[0]?.text.content ?? "";
    const line = (note: string) => text.split("</li>").find((li) => li.includes(note)) ?? "";
    expect(line("ahead to the door")).toContain('<span class="tk-record__party">· Scouts</span>');
    expect(line("the main hall")).not.toContain("tk-record__party");
    expect(line("down the stairs")).not.toContain("tk-record__party");
  });
});
