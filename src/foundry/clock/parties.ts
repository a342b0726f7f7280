/**
 * The clock panel's parties in Foundry (issue 22): each party at a glance for this user (src/ui/clock/parties.ts);
 * the GM's buttons (switch at once, split and merge through Turnkeeper's forms) are in ./panel-actions.ts.
 * Players get no party buttons; the intents' gate refuses them at the active GM in any case.
 */
import { resolveView, type Resolved } from "../../ui";
import { clockParties, type ClockParties } from "../../ui/clock/parties";
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
