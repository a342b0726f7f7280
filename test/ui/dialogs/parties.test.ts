/** The GM's party forms (issue 22): split the ticked members off under a name; merge two, the gap spent as chosen. */
import { describe, expect, it } from "vitest";
import { mergeDialog, renameDialog, splitDialog } from "../../../src/ui/dialogs/parties";
import { makeHost } from "../session/host";

const members = [
  { owner: "Actor.aldo", name: "Aldo" },
  { owner: "Actor.bea", name: "Bea" },
];

describe("the party forms", () => {
  it("splits off the ticked members under the typed name, and refuses a split of nobody", () => {
    const dialog = splitDialog(members);
    expect(dialog.view).toEqual({ members: [{ label: "Aldo" }, { label: "Bea" }] });
    expect(dialog.read({ name: "  Scouts ", "member-1": true })).toEqual({
      ok: true,
      value: [{ type: "splitParty", name: "Scouts", members: ["Actor.bea"] }],
    });
    // The sandbox's own dialog reads a ticked box as "on".
    expect(dialog.read({ name: "", "member-0": "on" })).toMatchObject({
      value: [{ members: ["Actor.aldo"] }],
    });
    expect(dialog.read({ name: "Scouts" })).toMatchObject({ ok: false, error: { code: "dialog.noMember" } });
  });

  it("merges the party out of play into the one in play by default, and reads the gap's choice", async () => {
    const host = makeHost();
    await host.session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
    const dialog = mergeDialog(host.session.state());
    const view = dialog.view as { from: { id: string }[]; into: { id: string }[]; gaps: { id: string }[] };
    // A select shows its first option: the other party to merge, the party in play to join.
    expect(view.from.map((p) => p.id)).toEqual(["party-2", "party"]);
    expect(view.into.map((p) => p.id)).toEqual(["party", "party-2"]);
    expect(view.gaps.map((g) => g.id)).toEqual(["wait", "rest", "summarise"]);
    expect(dialog.read({ from: "party-2", into: "party", gap: "rest" })).toEqual({
      ok: true,
      value: [{ type: "mergeParties", from: "party-2", into: "party", gap: "rest" }],
    });
    expect(dialog.read({ from: "party-2", into: "party", gap: "dance" })).toMatchObject({
      value: [{ gap: "wait" }],
    });
    expect(dialog.read({ from: "party", into: "party", gap: "wait" })).toMatchObject({
      ok: false,
      error: { code: "party.sameParty" },
    });
  });

  it("opens on the two parties that met on a map, the one that came up joining the other, and says so", async () => {
    const host = makeHost();
    await host.session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
    await host.session.perform({ type: "switchParty", id: "party-2" });
    const dialog = mergeDialog(host.session.state(), { from: "party", into: "party-2" });
    const view = dialog.view as { met: unknown; from: { id: string }[]; into: { id: string }[] };
    expect(view.from.map((p) => p.id)).toEqual(["party", "party-2"]);
    expect(view.into.map((p) => p.id)).toEqual(["party-2", "party"]);
    expect(view.met).toEqual({
      i18n: "TURNKEEPER.Dialog.Merge.met",
      data: { from: { i18n: "TURNKEEPER.Party.first" }, into: "Scouts" },
    });
    expect((mergeDialog(host.session.state()).view as { met: unknown }).met).toBeNull();
  });

  it("renames the party in play to the name typed, trimmed, and refuses none", async () => {
    const host = makeHost();
    const dialog = renameDialog(host.session.state());
    expect(dialog.view).toEqual({ name: "" });
    expect(dialog.read({ name: " Company of the Rose " })).toEqual({
      ok: true,
      value: [{ type: "renameParty", id: "party", name: "Company of the Rose" }],
    });
    expect(dialog.read({ name: "  " })).toMatchObject({ ok: false, error: { code: "dialog.noName" } });
    await host.session.perform({ type: "renameParty", id: "party", name: "Rose" });
    expect(renameDialog(host.session.state()).view).toEqual({ name: "Rose" });
  });
});
