/** The wilderness rolls on their own, each onto its card: navigation, shelter and a pushed mount. */
import {
  coreError,
  err,
  navigate,
  nightWithoutShelter,
  ok,
  rollPushedMount,
  seekShelter,
  type CoreError,
  type Result,
  type Season,
} from "../../core";
import { card, line } from "../cards";
import { t } from "../text";
import { seasonText, terrainText } from "../words";
import { navigationLines } from "./card-lines";
import type { SessionContext } from "./context";
import type { Draft } from "./draft";

export function navigation(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  score: number,
  advantage = false,
  disadvantage = false,
): Result<number, CoreError> {
  const { wilderness } = ctx.preset;
  if (!wilderness.navigation) return err(coreError("session.noNavigation"));
  const nav = navigate(
    wilderness,
    { score, map: false, landmarkInSight: false, advantage, disadvantage },
    ctx.dice,
  );
  const lines = navigationLines(nav);
  draft.cards.push(
    card({
      kind: "navigation",
      audience: ctx.audience(),
      at,
      title: t("TURNKEEPER.Card.Navigation.title"),
      tone: nav.veer ? "warning" : "ok",
      lines,
      rolls: ctx.dice.take(),
    }),
  );
  draft.emit("checkRolled", { check: "navigation", at, save: nav.save, veer: nav.veer });
  return ok(0);
}

/** Seeking natural shelter (R000-23), and the cost of a night without it (R000-24). */
export function shelter(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  terrain: string,
  season: Season,
  members: readonly string[],
): Result<number, CoreError> {
  const { wilderness } = ctx.preset;
  const found = seekShelter(wilderness, terrain, season, ctx.dice);
  if (!found.ok) {
    ctx.dice.take();
    return found;
  }
  const { roll, chance } = found.value;
  const lines = [
    line(
      found.value.found
        ? roll === null
          ? t("TURNKEEPER.Card.Shelter.always")
          : t("TURNKEEPER.Card.Shelter.found", {
              roll,
              chance: String(chance),
              die: wilderness.shelter?.die ?? 20,
            })
        : t("TURNKEEPER.Card.Shelter.notFound", {
            roll: roll ?? 0,
            chance: String(chance),
            die: wilderness.shelter?.die ?? 20,
          }),
      found.value.found ? "ok" : "warning",
    ),
  ];
  if (!found.value.found) {
    const night = nightWithoutShelter(wilderness, members, ctx.dice);
    lines.push(line(t("TURNKEEPER.Card.Shelter.night"), "warning"));
    if (night.ok) {
      for (const e of night.value.exertions)
        lines.push(line(t("TURNKEEPER.Card.Shelter.exert", { name: e.member, amount: e.amount })));
    }
  }
  draft.cards.push(
    card({
      kind: "shelter",
      audience: ctx.audience(),
      at,
      title: t("TURNKEEPER.Card.Shelter.title", {
        terrain: terrainText(terrain),
        season: seasonText(season),
      }),
      tone: found.value.found ? "ok" : "warning",
      lines,
      rolls: ctx.dice.take(),
    }),
  );
  draft.emit("checkRolled", { check: "shelter", at, ...found.value });
  return ok(0);
}

/** A pushed mount's end-of-day roll for its life (R000-10). */
export function pushedMount(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  mount: string,
  hd: number,
  pushedDays: number,
): Result<number, CoreError> {
  const travel = ctx.preset.wilderness.travel;
  if (travel.kind !== "hexesPerWatch") return err(coreError("session.noPushedMounts"));
  const { roll, target, success } = rollPushedMount(travel, { id: "mount", hd, pushedDays }, ctx.dice);
  draft.cards.push(
    card({
      kind: "pushedMount",
      audience: ctx.audience(),
      at,
      title: t("TURNKEEPER.Card.PushedMount.title", {
        name: mount === "" ? t("TURNKEEPER.Card.PushedMount.aMount") : mount,
      }),
      tone: success ? "danger" : "ok",
      lines: [
        line(
          t(success ? "TURNKEEPER.Card.PushedMount.dies" : "TURNKEEPER.Card.PushedMount.survives", {
            roll,
            target,
            die: travel.pushedMount.die,
            days: pushedDays,
          }),
          success ? "danger" : "ok",
        ),
      ],
      rolls: ctx.dice.take(),
    }),
  );
  draft.emit("checkRolled", { check: "pushedMount", at, mount, roll, target, dies: success });
  return ok(0);
}
