/**
 * The GM's party forms (issue 22), Turnkeeper's own dialogs like the procedures' (./dialogs.ts): split some
 * members of the party in play off as a new party, rename the party in play, and merge two parties, asking how
 * the earlier one spends its gap (waiting, resting or one summarised stretch). Hosts fill the split form with
 * the members they know (Foundry: the selected tokens; the sandbox: the sample party's) and show each form as
 * they show the others.
 */
import { coreError, err, MERGE_GAPS, ok } from "../../core";
import type { PartiesMet } from "../map/meeting";
import { partiesView } from "../party/view";
import type { WorldState } from "../session/world-state";
import { t } from "../i18n/text";
import type { Dialog, LightOwner } from "./dialogs";
import { flagField, textField } from "./forms";

/** Split the ticked members off as a new party under the typed name. */
export function splitDialog(members: readonly LightOwner[]): Dialog {
  return {
    template: "dialogs/split-party.hbs",
    title: "TURNKEEPER.Dialog.Split.title",
    confirm: "TURNKEEPER.Dialog.Split.confirm",
    view: { members: members.map((m) => ({ label: m.name })) },
    read(form) {
      const chosen = members.filter((_, i) => flagField(form, `member-${i}`)).map((m) => m.owner);
      if (chosen.length === 0) return err(coreError("dialog.noMember"));
      return ok([{ type: "splitParty", name: textField(form, "name").trim(), members: chosen }]);
    },
  };
}

/** Rename the party in play: the name typed, trimmed (the gate bounds it); none typed is refused here. */
export function renameDialog(ws: WorldState): Dialog {
  return {
    template: "dialogs/rename-party.hbs",
    title: "TURNKEEPER.Dialog.Rename.title",
    confirm: "TURNKEEPER.Dialog.Rename.confirm",
    view: { name: ws.party.name },
    read(form) {
      const name = textField(form, "name").trim();
      if (name === "") return err(coreError("dialog.noName"));
      return ok([{ type: "renameParty", id: ws.party.id, name }]);
    },
  };
}

/**
 * Merge one party into another: the party out of play into the one in play to begin with, or, when two
 * parties met on a map (src/ui/map/meeting.ts), the one that came up into the one it met, the form saying so.
 * The gate refuses an unknown id; the same party twice is refused here, before anything is asked of the session.
 */
export function mergeDialog(ws: WorldState, met?: PartiesMet): Dialog {
  const parties = partiesView(ws, { gm: true, owns: [] });
  const from = met?.from ?? parties.find((p) => !p.inPlay)?.id ?? "";
  const into = met?.into ?? ws.party.id;
  // The party chosen first in each list: the form's select opens on it.
  const options = (first: string) =>
    [...parties]
      .sort((a, b) => Number(b.id === first) - Number(a.id === first))
      .map((p) => ({ id: p.id, label: p.name }));
  const nameOf = (id: string) => parties.find((p) => p.id === id)?.name ?? id;
  return {
    template: "dialogs/merge-parties.hbs",
    title: "TURNKEEPER.Dialog.Merge.title",
    confirm: "TURNKEEPER.Dialog.Merge.confirm",
    view: {
      met: met ? t("TURNKEEPER.Dialog.Merge.met", { from: nameOf(met.from), into: nameOf(met.into) }) : null,
      from: options(from),
      into: options(into),
      gaps: MERGE_GAPS.map((id) => ({ id, label: t(`TURNKEEPER.Dialog.Merge.gap.${id}`) })),
    },
    read(form) {
      const gap = MERGE_GAPS.find((g) => g === textField(form, "gap")) ?? "wait";
      const [fromId, intoId] = [textField(form, "from"), textField(form, "into")];
      if (fromId === intoId) return err(coreError("party.sameParty", { id: intoId }, "intent.into"));
      return ok([{ type: "mergeParties", from: fromId, into: intoId, gap }]);
    },
  };
}
