/** Reaction and morale rolls on their own, each onto its card (R001-24, R001-27). */
import { checkMorale, ok, rollReaction, type CoreError, type Result } from "../../core";
import { card, line } from "../cards";
import { t } from "../text";
import { reactionText, signed, toneOfAttitude } from "./card-lines";
import type { SessionContext } from "./context";
import type { Draft } from "./draft";

export function reaction(ctx: SessionContext, draft: Draft, at: number, modifier: number, name?: string) {
  const reaction = rollReaction(ctx.preset.social, modifier, ctx.dice);
  const lines = [line(reactionText(reaction.attitude, reaction.total), toneOfAttitude(reaction.attitude))];
  if (modifier !== 0) lines.push(line(t("TURNKEEPER.Card.modifier", { modifier: signed(modifier) })));
  if (!reaction.fromText) lines.push(line(t("TURNKEEPER.Card.Reaction.filled")));
  draft.cards.push(
    card({
      kind: "reaction",
      audience: ctx.audience(),
      at,
      title: name ? t("TURNKEEPER.Card.Reaction.titleOf", { name }) : t("TURNKEEPER.Card.Reaction.title"),
      tone: toneOfAttitude(reaction.attitude),
      lines,
      rolls: ctx.dice.take(),
    }),
  );
  draft.emit("checkRolled", { check: "reaction", at, ...reaction });
}

export function morale(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  score: number,
  modifier: number,
  name?: string,
): Result<number, CoreError> {
  const checked = checkMorale(ctx.preset.social, score, modifier, ctx.dice);
  const rolls = ctx.dice.take();
  if (!checked.ok) return checked;
  const { roll, score: effective, breaks } = checked.value;
  draft.cards.push(
    card({
      kind: "morale",
      audience: ctx.audience(),
      at,
      title: name ? t("TURNKEEPER.Card.Morale.titleOf", { name }) : t("TURNKEEPER.Card.Morale.title"),
      tone: breaks ? "danger" : "ok",
      lines: [
        line(
          t(breaks ? "TURNKEEPER.Card.Morale.breaks" : "TURNKEEPER.Card.Morale.holds", {
            roll,
            score: effective,
          }),
          breaks ? "danger" : "ok",
        ),
      ],
      rolls,
    }),
  );
  draft.emit("checkRolled", { check: "morale", at, roll, score: effective, breaks });
  return ok(0);
}
