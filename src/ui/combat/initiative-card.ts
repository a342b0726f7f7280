/**
 * A combatant's initiative roll as a chat card (issue 21: every roll shown), for a host whose dice post no
 * message of their own: the sandbox. Foundry posts its Roll with the flavour "{name} rolls initiative"; this
 * card has that title, the roll on its die, where it puts the combatant, and the surprise that delayed it.
 */
import { toClock, type CombatEvent, type CombatRules, type RollOutcome } from "../../core";
import { card, line, type CardLine, type ChatCard } from "../chat/cards";
import { t } from "../i18n/text";

export interface InitiativeRoll {
  readonly name: string;
  /** A combatant hidden from the players: its roll is the GM's alone. */
  readonly hidden: boolean;
  /** The dice as rolled. */
  readonly outcome: RollOutcome;
  /** The engine's account of it: the roll, the surprise and the segment the combatant starts in. */
  readonly added: Extract<CombatEvent, { type: "added" }>;
}

/** The card for one initiative roll, posted at world time `at`. */
export function initiativeCard(roll: InitiativeRoll, rules: CombatRules, at: number): ChatCard {
  const { added, outcome } = roll;
  const start = toClock(added.start, rules);
  const lines: CardLine[] = [
    line(
      t("TURNKEEPER.Tracker.InitiativeRolled", {
        roll: added.roll,
        formula: outcome.formula,
        round: start.round,
        segment: start.segment,
      }),
    ),
  ];
  if (added.surprise !== "none")
    lines.push(line(t(`TURNKEEPER.Tracker.Surprise.${added.surprise}`), "warning"));
  return card({
    kind: "initiative",
    title: t("TURNKEEPER.Tracker.RollFlavor", { name: roll.name }),
    at,
    lines,
    rolls: [outcome],
    audience: roll.hidden ? "gm" : "all",
  });
}
