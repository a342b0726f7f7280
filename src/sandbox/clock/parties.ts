/**
 * The clock panel's parties in the page (issue 22): the shared view of each party under the reading, and the
 * GM's switch, split and merge, the split and merge asking Turnkeeper's own forms in the page's dialog. The
 * split form offers the sample party's members who are in the party in play.
 */
import { partyOf } from "../../core";
import type { Intent, Session, SessionOptions, Viewer } from "../../ui";
import { clockParties, parsePartyAction, type ClockParties } from "../../ui/clock/parties";
import { mergeDialog, splitDialog } from "../../ui/dialogs/parties";
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

/** Carries out a party button's action; false when the action is not a party's. */
export function partyButtons(ctx: SandboxContext, deps: PartyButtonDeps) {
  const show = formDialog(ctx.doc, ctx.templates, ctx.i18n, ctx.text);
  async function askAndPerform(kind: "split" | "merge") {
    const dialog =
      kind === "split" ? splitDialog(inPlayMembers(ctx, deps.session)) : mergeDialog(deps.session.state());
    const form = await show(dialog);
    if (form === null) return;
    const read = dialog.read(form);
    if (!read.ok) return deps.page.showError(read.error);
    for (const intent of read.value) await deps.perform(intent);
  }
  return (action: string, data: Readonly<Record<string, string | undefined>>): boolean => {
    const parsed = parsePartyAction(action, data);
    if (parsed === null) return false;
    if (parsed.kind === "intent") void deps.page.busyWhile(() => deps.perform(parsed.intent));
    else void deps.page.busyWhile(() => askAndPerform(parsed.kind));
    return true;
  };
}
