/**
 * The party's finished move on a dungeon map: its distance accrues towards the next turn at the pace the GM
 * chose; whole turns move the clock once, the rest is carried and shown. Loaded by the session when a move
 * first comes (only the active GM's client runs it).
 */
import { ok, paceInForce, type CoreError, type Result } from "../../core";
import { accrueMove } from "../../core/dungeon/party-move";
import { line } from "../chat/cards";
import type { Intent } from "../session/intents";
import { duration, t } from "../i18n/text";
import { noted, type SessionContext } from "../session/context";
import type { Draft } from "../session/draft";

export function moveParty(
  ctx: SessionContext,
  draft: Draft,
  now: number,
  intent: Extract<Intent, { type: "moveParty" }>,
): Result<number, CoreError> {
  const { dungeon } = ctx.preset;
  const pace = paceInForce(dungeon, draft.ws.pace);
  const accrued = accrueMove(dungeon, draft.ws.carryFeet, {
    feet: intent.feet,
    pace,
    ...(intent.squareFeet === undefined ? {} : { squareFeet: intent.squareFeet }),
    ...(intent.party === undefined ? {} : { party: intent.party }),
  });
  if (!accrued.ok) return accrued;
  const { turns, seconds, carryFeet, trapsUnnoticed } = accrued.value;
  // A move short of a turn only adds to the walk; one that ticks turns off takes the walk's rest with it,
  // so undoing its entry puts the walk back as it was.
  if (turns === 0) {
    if (carryFeet !== draft.ws.carryFeet) draft.set({ carryFeet });
    return ok(0);
  }
  const lines = [
    line(t("TURNKEEPER.Card.Move.turns", { time: duration(seconds), count: turns })),
    line(t("TURNKEEPER.Card.Move.toward", { feet: Math.round(carryFeet) })),
  ];
  if (trapsUnnoticed) lines.push(line(t("TURNKEEPER.Card.Move.trapsUnnoticed"), "warning"));
  draft.post({
    kind: "time",
    audience: ctx.audience(),
    at: now,
    area: draft.ws.area?.name,
    title: t(`TURNKEEPER.Card.Move.title.${pace}`),
    lines,
    tone: trapsUnnoticed ? "warning" : "neutral",
  });
  return ctx.ask(
    draft,
    now,
    seconds,
    { kind: "move", ...noted(intent.note ?? pace) },
    { fatigue: 0, carryFeet },
  );
}
