/** Reaction and morale rolls on their own, each onto its card (R001-24, R001-27). */
import { checkMorale, rollReaction, type CoreError, type Result } from "../../core";
import { line } from "../chat/cards";
import { t } from "../i18n/text";
import { reactionText, rolledCard, signed, toneOfAttitude } from "../chat/card-lines";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";

export async function reaction(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  modifier: number,
  name?: string,
): Promise<Result<number, CoreError>> {
  const reaction = await ctx.dice.run((d) => rollReaction(ctx.preset.social, modifier, d));
  const tone = toneOfAttitude(reaction.attitude);
  const lines = [line(reactionText(reaction.attitude, reaction.total), tone)];
  if (modifier !== 0) lines.push(line(t("TURNKEEPER.Card.modifier", { modifier: signed(modifier) })));
  if (!reaction.fromText) lines.push(line(t("TURNKEEPER.Card.Reaction.filled")));
  const title = name ? t("TURNKEEPER.Card.Reaction.titleOf", { name }) : t("TURNKEEPER.Card.Reaction.title");
  return rolledCard(ctx, draft, { title, tone, lines }, { check: "reaction", at, ...reaction });
}

export async function morale(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  score: number,
  modifier: number,
  name?: string,
): Promise<Result<number, CoreError>> {
  const checked = await ctx.dice.run((d) => checkMorale(ctx.preset.social, score, modifier, d));
  if (!checked.ok) {
    ctx.dice.take();
    return checked;
  }
  const { roll, score: effective, breaks } = checked.value;
  const tone = breaks ? "danger" : "ok";
  const title = name ? t("TURNKEEPER.Card.Morale.titleOf", { name }) : t("TURNKEEPER.Card.Morale.title");
  const held = t(breaks ? "TURNKEEPER.Card.Morale.breaks" : "TURNKEEPER.Card.Morale.holds", {
    roll,
    score: effective,
  });
  const rolled = { check: "morale", at, roll, score: effective, breaks } as const;
  return rolledCard(ctx, draft, { title, tone, lines: [line(held, tone)] }, rolled);
}
