/**
 * The API's party calls (issue 22): each party at a glance for this user, and the GM's switch, split, rename
 * and merge, each an intent through the one gate (src/ui/session/gate.ts), so a bad id, name or member list
 * resolves to `{ ok: false, error }` naming the field, and a player's call is refused at the active GM.
 */
import { resolveView } from "../../ui";
import { partiesView } from "../../ui/party/view";
import type { FoundryEnv } from "../env/ports";
import { sessionOptions } from "../setup/settings";
import type { Timekeeping } from "../session/timekeeping";
import type { IntentOutcome, TurnkeeperApi } from "../setup/api-types";
import type { Intent } from "../../ui";

type PartyCalls = "parties" | "switchParty" | "splitParty" | "renameParty" | "mergeParties";

export function partyCalls(
  env: FoundryEnv,
  tk: Timekeeping,
  act: (intent: Intent) => Promise<IntentOutcome>,
): Pick<TurnkeeperApi, PartyCalls> {
  return {
    parties() {
      const me = env.game.user;
      const viewer = {
        gm: me?.isGM ?? false,
        owns: me ? env.documents.ownedActorUuids(me) : [],
        players: sessionOptions(env).players,
      };
      return resolveView(partiesView(tk.state(), viewer), tk.textContext());
    },
    switchParty: (id) => act({ type: "switchParty", id }),
    // A list of the caller's is copied, so the intent keeps its own; anything else goes to the gate as given.
    splitParty: (name, members) =>
      act({
        type: "splitParty",
        name,
        members: Array.isArray(members) ? [...members] : (members as string[]),
      }),
    renameParty: (id, name) => act({ type: "renameParty", id, name }),
    mergeParties: (from, into, gap = "wait") => act({ type: "mergeParties", from, into, gap }),
  };
}
