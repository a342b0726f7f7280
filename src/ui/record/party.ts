/**
 * Whose the record's unnamed entries are (issue 22): the world's first party writes its entries under no name
 * while it has none, as every entry from before parties. Once it has a name, they read as its name; once the
 * world has more than one party (or the first party has merged away), as "The party", so every entry says
 * whose it is. A world of one unnamed party names no party on its entries. Hosts hand this to the record's
 * view (src/ui/record/view.ts), which the Foundry record loads lazily and so imports nothing at run time.
 */
import { FIRST_PARTY_ID } from "../../core";
import { t, type TextValue } from "../i18n/text";
import type { WorldState } from "../session/world-state";

export function unnamedEntriesParty(ws: WorldState): TextValue | null {
  const parties = [ws.party, ...ws.others.map((o) => o.party)];
  const first = parties.find((p) => p.id === FIRST_PARTY_ID);
  if (first && first.name !== "") return first.name;
  return parties.length > 1 || !first ? t("TURNKEEPER.Party.first") : null;
}
