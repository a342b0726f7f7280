/**
 * The clock panel's parties in Foundry (issue 22): each party at a glance for this user (src/ui/clock/parties.ts)
 * and the GM's buttons: switch at once, split and merge through Turnkeeper's forms (../dialogs/parties.ts).
 * Players get no party buttons; the intents' gate refuses them at the active GM in any case.
 */
import { resolveView, type Intent, type Resolved } from "../../ui";
import { clockParties, parsePartyAction, type ClockParties } from "../../ui/clock/parties";
import { askParties } from "../dialogs/parties";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { sessionOptions } from "../setup/settings";
import { clockViewer } from "./view";

/** The panel's parties for this client's user, resolved; null for a player of a world with one party. */
export function partiesFor(env: FoundryEnv, tk: Timekeeping): Resolved<ClockParties> | null {
  const view = clockParties(
    tk.state(),
    clockViewer(env),
    sessionOptions(env).players,
    tk.preset().time.dayStart,
  );
  return view && resolveView(view, tk.textContext());
}

/**
 * Carries out a party button (`perform`: the panel's, which asks first where an intent needs it); false when the
 * action is not a party's.
 */
export async function partyAct(
  env: FoundryEnv,
  tk: Timekeeping,
  action: string,
  dataset: Readonly<Record<string, string | undefined>>,
  perform: (intent: Intent) => Promise<unknown>,
): Promise<boolean> {
  const parsed = parsePartyAction(action, dataset);
  if (parsed === null) return false;
  const intents = parsed.kind === "intent" ? [parsed.intent] : await askParties(env, tk, parsed.kind);
  for (const intent of intents ?? []) await perform(intent);
  return true;
}
