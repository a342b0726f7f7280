/**
 * The pieces the session's chat cards are built from: the tone of an outcome, the lines for an encounter
 * check, a reaction and a navigation save, the plain notice a reminder or a timer posts, and the card of a
 * rolled duration.
 */
import {
  ok,
  type CoreError,
  type EncounterCheck,
  type EncounterCheckResult,
  type navigate,
  type Result,
  type RollOutcome,
} from "../../core";
import { line, type CardLine, type CardSpec, type Tone } from "./cards";
import { duration, label, t, type Text, type TextValue } from "../i18n/text";
import { attitudeText, attributeText, effectTypeText } from "../i18n/rule-words";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";
import type { CheckRolled } from "../session/events";

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function toneOf(effect: string): Tone {
  switch (effect) {
    case "encounter":
      return "danger";
    case "sign":
    case "lightTick":
    case "fatigue":
    case "loud":
      return "warning";
    case "nothing":
      return "ok";
    default:
      return "neutral";
  }
}

export function toneOfAttitude(attitude: string): Tone {
  return attitude === "attack" || attitude === "hostile"
    ? "danger"
    : attitude === "uncertain"
      ? "warning"
      : "ok";
}

export function reactionText(attitude: string, total: number): Text {
  return t("TURNKEEPER.Card.Reaction.result", { total, attitude: attitudeText(attitude) });
}

/** The check's result, read as the check it was: against a chance, or on a table. */
export function effectText(result: EncounterCheckResult, check: EncounterCheck): Text {
  const effect = result.effect;
  const what =
    effect.type === "custom"
      ? effect.text
      : effect.type === "lightTick"
        ? t("TURNKEEPER.Effect.lightTickCount", { count: effect.ticks })
        : effect.type === "fatigue"
          ? t("TURNKEEPER.Effect.fatigueCount", { count: effect.slots })
          : effectTypeText(effect.type);
  return check.kind === "chance" && effect.type !== "custom"
    ? t("TURNKEEPER.Card.Encounter.chance", { roll: result.roll, target: result.total, what })
    : t("TURNKEEPER.Card.Encounter.table", { roll: result.roll, total: result.total, what });
}

/** Who navigated, where the intent names them: their name and score, and whether the host chose them. */
export interface Navigator {
  readonly name?: string | undefined;
  readonly assumed?: boolean | undefined;
  /** The save's attribute, from the rules (R000-18). */
  readonly attribute: string;
}

/** The navigation save's lines: who saved (when named), the roll and what it needed (at most the score), a veer. */
export function navigationLines(nav: ReturnType<typeof navigate>, navigator?: Navigator): CardLine[] {
  const lines: CardLine[] = [];
  if (nav.save && navigator?.name) {
    const { name, assumed, attribute } = navigator;
    const data = { name, attribute: attributeText(attribute), score: nav.save.score };
    lines.push(line(t(`TURNKEEPER.Card.Navigation.${assumed ? "assumed" : "navigator"}`, data)));
  }
  if (!nav.save) {
    lines.push(line(t("TURNKEEPER.Card.Navigation.noSave"), "ok"));
    return lines;
  }
  const { roll, score, success, mode } = nav.save;
  lines.push(
    line(
      t(success ? "TURNKEEPER.Card.Navigation.saved" : "TURNKEEPER.Card.Navigation.failed", {
        roll,
        score,
        mode: t(`TURNKEEPER.Card.Navigation.mode.${mode}`),
      }),
      success ? "ok" : "danger",
    ),
  );
  if (nav.veer) {
    lines.push(
      line(t(`TURNKEEPER.Card.Navigation.veer.${nav.veer.direction}`, { roll: nav.veer.roll }), "warning"),
    );
  }
  return lines;
}

/** A plain card naming what happened: a reminder fell due, a timer ran out. */
export function notice(ctx: SessionContext, draft: Draft, labelKey: string, at: number) {
  draft.post({ kind: "notice", audience: ctx.audience(), at, title: label(labelKey) });
}

/**
 * A duration that was rolled ("1d4 rounds", an action's rolled time): what was rolled, with its dice, and the
 * time it gave, so the table sees why the clock moved as far as it did. Nothing when no die was rolled.
 */
export function rolledTime(
  ctx: SessionContext,
  draft: Draft,
  rolled: { readonly what: TextValue; readonly seconds: number; readonly at: number },
  rolls: readonly RollOutcome[] | undefined,
): void {
  if (!rolls?.length) return;
  const gave = t("TURNKEEPER.Card.Rolled.gave", { what: rolled.what, time: duration(rolled.seconds) });
  draft.post({
    kind: "time",
    audience: ctx.audience(),
    at: rolled.at,
    area: draft.ws.area?.name,
    title: t("TURNKEEPER.Card.Rolled.title"),
    lines: [line(gave)],
    rolls,
  });
}

/**
 * A roll made on its own (navigation, shelter, a pushed mount, reaction, morale): its card, of the check's
 * kind and time, to whoever sees checks, with the dice rolled for it; and its `checkRolled` announcement.
 */
export function rolledCard(
  ctx: SessionContext,
  draft: Draft,
  spec: Omit<CardSpec, "kind" | "audience" | "at" | "rolls">,
  rolled: CheckRolled,
): Result<number, CoreError> {
  const { check: kind, at } = rolled;
  draft.post({ ...spec, kind, audience: ctx.audience(), at, rolls: ctx.dice.take() });
  draft.emit("checkRolled", rolled);
  return ok(0);
}
