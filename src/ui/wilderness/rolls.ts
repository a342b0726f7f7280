/** The wilderness rolls on their own, each onto its card: navigation, shelter and a pushed mount. */
import {
  coreError,
  err,
  navigate,
  nightWithoutShelter,
  rollPushedMount,
  seekShelter,
  type CoreError,
  type Result,
  type Season,
} from "../../core";
import { line } from "../chat/cards";
import { t } from "../i18n/text";
import { seasonText, terrainText } from "../i18n/rule-words";
import { navigationLines, rolledCard } from "../chat/card-lines";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";

export async function navigation(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  score: number,
  advantage = false,
  disadvantage = false,
): Promise<Result<number, CoreError>> {
  const { wilderness } = ctx.preset;
  if (!wilderness.navigation) return err(coreError("session.noNavigation"));
  const asked = { score, map: false, landmarkInSight: false, advantage, disadvantage };
  const nav = await ctx.dice.run((d) => navigate(wilderness, asked, d));
  const spec = {
    title: t("TURNKEEPER.Card.Navigation.title"),
    tone: nav.veer ? "warning" : "ok",
    lines: navigationLines(nav),
  } as const;
  return rolledCard(ctx, draft, spec, { check: "navigation", at, save: nav.save, veer: nav.veer });
}

/** Seeking natural shelter (R000-23), and the cost of a night without it (R000-24). */
export async function shelter(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  terrain: string,
  season: Season,
  members: readonly string[],
): Promise<Result<number, CoreError>> {
  const { wilderness } = ctx.preset;
  const sought = await ctx.dice.run((d) => seekShelter(wilderness, terrain, season, d));
  if (!sought.ok) {
    ctx.dice.take();
    return sought;
  }
  const { roll, chance, found } = sought.value;
  const data = { roll: roll ?? 0, chance: String(chance), die: wilderness.shelter?.die ?? 20 };
  const tone = found ? "ok" : "warning";
  const lines = [
    line(
      !found
        ? t("TURNKEEPER.Card.Shelter.notFound", data)
        : roll === null
          ? t("TURNKEEPER.Card.Shelter.always")
          : t("TURNKEEPER.Card.Shelter.found", data),
      tone,
    ),
  ];
  if (!found) {
    const night = await ctx.dice.run((d) => nightWithoutShelter(wilderness, members, d));
    lines.push(line(t("TURNKEEPER.Card.Shelter.night"), "warning"));
    for (const e of night.ok ? night.value.exertions : [])
      lines.push(line(t("TURNKEEPER.Card.Shelter.exert", { name: e.member, amount: e.amount })));
  }
  const title = t("TURNKEEPER.Card.Shelter.title", {
    terrain: terrainText(terrain),
    season: seasonText(season),
  });
  return rolledCard(ctx, draft, { title, tone, lines }, { check: "shelter", at, ...sought.value });
}

/** A pushed mount's end-of-day roll for its life (R000-10). */
export async function pushedMount(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  mount: string,
  hd: number,
  pushedDays: number,
): Promise<Result<number, CoreError>> {
  const travel = ctx.preset.wilderness.travel;
  if (travel.kind !== "hexesPerWatch") return err(coreError("session.noPushedMounts"));
  const { roll, target, success } = await ctx.dice.run((d) =>
    rollPushedMount(travel, { id: "mount", hd, pushedDays }, d),
  );
  const tone = success ? "danger" : "ok";
  const data = { roll, target, die: travel.pushedMount.die, days: pushedDays };
  const spec = {
    title: t("TURNKEEPER.Card.PushedMount.title", {
      name: mount === "" ? t("TURNKEEPER.Card.PushedMount.aMount") : mount,
    }),
    tone,
    lines: [
      line(
        t(success ? "TURNKEEPER.Card.PushedMount.dies" : "TURNKEEPER.Card.PushedMount.survives", data),
        tone,
      ),
    ],
  } as const;
  return rolledCard(ctx, draft, spec, { check: "pushedMount", at, mount, roll, target, dies: success });
}
