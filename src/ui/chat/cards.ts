/**
 * Chat cards as view models: a title, lines and the dice that were rolled, all as Text (keys and data). The
 * host renders `templates/chat/card.hbs` with the resolved view and posts it with the rolls (Foundry keeps
 * the Roll objects, so Dice So Nice shows them and roll modes apply).
 */
import type { RollOutcome } from "../../core";
import { clock, date, t, type Text } from "../i18n/text";

export const CARD_TEMPLATE = "chat/card.hbs";

export type CardKind =
  | "encounter"
  | "reaction"
  | "morale"
  | "navigation"
  | "shelter"
  | "pushedMount"
  | "light"
  | "notice"
  | "undo"
  | "time"
  | "initiative";

export type Tone = "danger" | "warning" | "ok" | "neutral";

export interface CardLine {
  readonly text: Text;
  readonly tone: Tone;
}

export interface CardDie {
  readonly formula: string;
  readonly total: number;
  /** Each die's face, e.g. "3, 5". */
  readonly faces: string;
}

export interface CardView {
  readonly kind: CardKind;
  readonly title: Text;
  /** When (and where) it happened. */
  readonly subtitle: Text;
  /** The date on the world's calendar (empty without one). */
  readonly date: Text;
  readonly tone: Tone;
  readonly lines: readonly CardLine[];
  readonly dice: readonly CardDie[];
  /** What the encounter table gave. */
  readonly draw: { readonly text: string; readonly table: string } | null;
}

export interface ChatCard {
  /** Game masters only, or everyone. */
  readonly audience: "gm" | "all";
  readonly rolls: readonly RollOutcome[];
  readonly view: CardView;
}

export const line = (text: Text, tone: Tone = "neutral"): CardLine => ({ text, tone });

export interface CardSpec {
  readonly kind: CardKind;
  readonly title: Text;
  readonly at: number;
  readonly area?: string | undefined;
  readonly tone?: Tone;
  readonly lines?: readonly CardLine[];
  readonly rolls?: readonly RollOutcome[];
  readonly draw?: { readonly text: string; readonly table: string } | null;
  readonly audience: "gm" | "all";
}

export function card(spec: CardSpec): ChatCard {
  const rolls = spec.rolls ?? [];
  const when = clock(spec.at);
  const subtitle = spec.area
    ? t("TURNKEEPER.Card.whenWhere", { when, area: spec.area })
    : t("TURNKEEPER.Card.when", { when });
  return {
    audience: spec.audience,
    rolls,
    view: {
      kind: spec.kind,
      title: spec.title,
      subtitle,
      date: date(spec.at),
      tone: spec.tone ?? "neutral",
      lines: spec.lines ?? [],
      dice: rolls.map((r) => ({
        formula: r.formula,
        total: r.total,
        faces: r.dice.flatMap((d) => d.results).join(", "),
      })),
      draw: spec.draw ?? null,
    },
  };
}
