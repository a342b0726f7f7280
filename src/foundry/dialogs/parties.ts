/**
 * The GM's party forms in Foundry (issue 22): the shared split, merge and rename forms
 * (src/ui/dialogs/parties.ts) rendered from their templates and asked with DialogV2, as the procedures' forms
 * are (./dialogs.ts). The split form offers the selected tokens' actors (or the tokens themselves if
 * unlinked), the owners lights are lit for, so the members who split off take their lights. Map play asks the
 * merge form too, for two parties whose tokens met (../map/meet.ts).
 */
import type { Dialog, Intent } from "../../ui";
import type { PartiesMet } from "../../ui/map/meeting";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { lightOwners, showDialog } from "./dialogs";

/** Asks a form and reads its answers: the intents to perform, or null when cancelled or refused (shown). */
async function askForm(env: FoundryEnv, tk: Timekeeping, dialog: Dialog): Promise<Intent[] | null> {
  const form = await showDialog(env, tk, dialog);
  if (form === null) return null;
  const read = dialog.read(form);
  if (read.ok) return read.value;
  env.notifications.warn(tk.errorText(read.error));
  return null;
}

/**
 * The split, merge or rename form asked; null when there is nothing to ask with (no token selected) or it is
 * not answered.
 */
export async function askParties(
  env: FoundryEnv,
  tk: Timekeeping,
  kind: "split" | "merge" | "rename",
): Promise<Intent[] | null> {
  const { mergeDialog, renameDialog, splitDialog } = await import("../../ui/dialogs/parties");
  if (kind === "merge") return askForm(env, tk, mergeDialog(tk.state()));
  if (kind === "rename") return askForm(env, tk, renameDialog(tk.state()));
  const members = lightOwners(env);
  if (members.length === 0) {
    env.notifications.warn(env.game.i18n.localize("TURNKEEPER.Party.noSelection"));
    return null;
  }
  return askForm(env, tk, splitDialog(members));
}

/** The merge form for two parties that met on the map, opened on them; null when it is not answered. */
export async function askMerge(env: FoundryEnv, tk: Timekeeping, met: PartiesMet): Promise<Intent[] | null> {
  const { mergeDialog } = await import("../../ui/dialogs/parties");
  return askForm(env, tk, mergeDialog(tk.state(), met));
}
