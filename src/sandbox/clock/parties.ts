/**
 * The clock panel's parties in the page (issue 22): the shared view of each party under the reading, and the
 * GM's switch, split, merge and rename, the last three asking Turnkeeper's own forms in the page's dialog. The
 * split form offers the sample party's members who are in the party in play. The map asks the merge form too,
 * when two parties' markers meet (src/sandbox/map/map.ts).
 */
import { partyOf } from "../../core";
import type { Dialog, Intent, Session, SessionOptions, Viewer } from "../../ui";
import type { PartiesMet } from "../../ui/map/meeting";
import { clockParties, parsePartyAction, type ClockParties } from "../../ui/clock/parties";
import { mergeDialog, renameDialog, splitDialog } from "../../ui/dialogs/parties";
import { formDialog } from "../dialogs/form-dialog";
import type { SandboxContext } from "../setup/context";
import type { Page } from "../setup/page";
import { memberName, PARTY } from "../setup/tabletop";

export interface PartyButtonDeps {
  readonly session: Session;
  readonly page: Page;
  perform(intent: Intent): Promise<void>;
}

/** The parties as the page's viewer sees them: the GM, or the light bearer's player. */
export function sandboxParties(
  ctx: SandboxContext,
  session: Session,
  options: SessionOptions,
  viewer: Viewer,
): ClockParties | null {
  return clockParties(session.state(), viewer, options.players, ctx.preset.time.dayStart);
}

/** The sample party's members in the party in play, to split off. */
function inPlayMembers(ctx: SandboxContext, session: Session) {
  const ws = session.state();
  const parties = [ws.party, ...ws.others.map((o) => o.party)];
  return PARTY.filter((id) => partyOf(parties, id)?.id === ws.party.id).map((owner) => ({
    owner,
    name: memberName(ctx.i18n, owner),
  }));
}

/** Asks a party form in the page's dialog and performs what it gives (an error shown, a closed form nothing). */
async function askAndPerform(ctx: SandboxContext, deps: PartyButtonDeps, dialog: Dialog): Promise<void> {
  const form = await formDialog(ctx.doc, ctx.templates, ctx.i18n, ctx.text)(dialog);
  if (form === null) return;
  const read = dialog.read(form);
  if (!read.ok) return deps.page.showError(read.error);
  for (const intent of read.value) await deps.perform(intent);
}

/** Two parties met on the map: the merge form, opened on them. */
export const askMeeting = (ctx: SandboxContext, deps: PartyButtonDeps, met: PartiesMet): Promise<void> =>
  askAndPerform(ctx, deps, mergeDialog(deps.session.state(), met));

/** Carries out a party button's action; false when the action is not a party's. */
export function partyButtons(ctx: SandboxContext, deps: PartyButtonDeps) {
  const formOf = (kind: "split" | "merge" | "rename") => {
    const ws = deps.session.state();
    if (kind === "split") return splitDialog(inPlayMembers(ctx, deps.session));
    return kind === "merge" ? mergeDialog(ws) : renameDialog(ws);
  };
  return (action: string, data: Readonly<Record<string, string | undefined>>): boolean => {
    const parsed = parsePartyAction(action, data);
    if (parsed === null) return false;
    if (parsed.kind === "intent") void deps.page.busyWhile(() => deps.perform(parsed.intent));
    else void deps.page.busyWhile(() => askAndPerform(ctx, deps, formOf(parsed.kind)));
    return true;
  };
}
