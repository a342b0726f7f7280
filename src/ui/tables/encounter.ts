/**
 * Encounter checks: one roll for the area in force (dungeon or wilderness), what its effect does (an
 * encounter drawn from the area's table with where the monster is and how it reacts, lights ticked down,
 * fatigue), and its card; and the extra check a loud action calls for.
 */
import {
  placeMonster,
  rollDungeonCheck,
  rollEncounterDistance,
  rollEncounterCheck,
  rollReaction,
  type DicePort,
  type CheckResult,
  type EncounterCheck,
  type EncounterCheckResult,
  type EncounterDistance,
  type EncounterEffect,
  type Reason,
  type RollOutcome,
} from "../../core";
import { ENCOUNTER_CHECK_ID, type Area } from "../map/areas";
import { areaDangerOf, dungeonArea } from "../map/encounter-checks";
import { line, type CardLine } from "../chat/cards";
import { duration, t } from "../i18n/text";
import { effectText, reactionText, toneOf, toneOfAttitude } from "../chat/card-lines";
import type { SessionContext } from "../session/context";
import { changeParty, type Draft } from "../session/draft";
import { lightOut } from "../lights/lights";
import { joinTick } from "../session/caused";

/**
 * The loud action's extra check, where the rules call for one (R001-08, R001-09); lights it burns down are
 * logged under the action's reason, so its time joins them (one entry per action).
 */
export async function loudCheck(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  action: Reason,
): Promise<void> {
  if (ctx.preset.dungeon.encounters.loudCheck) await rollEncounter(ctx, draft, at, true, true, action);
}

/** The encounter check of an area (the dungeon's, with its danger, or the wilderness's) as a rule of the dice. */
export function encounterRule(
  ctx: SessionContext,
  area: Area | null,
): (dice: DicePort) => EncounterCheckResult {
  const preset = ctx.preset;
  if (area?.type === "wilderness") {
    const danger = areaDangerOf(preset, area);
    return (d) => rollEncounterCheck(preset.wilderness.encounters.check, d, danger);
  }
  const dungeon = area ? dungeonArea(preset, area, ctx.ports.options().cadences) : "normal";
  return (d) => {
    const rolled = rollDungeonCheck(preset.dungeon, dungeon, d);
    return rolled.ok ? rolled.value : { roll: 0, total: 0, effect: { type: "nothing" } };
  };
}

/** The encounter check of an area: the wilderness's, or the dungeon's. */
export function encounterCheckOf(ctx: SessionContext, area: Area | null): EncounterCheck {
  const { wilderness, dungeon } = ctx.preset;
  return area?.type === "wilderness" ? wilderness.encounters.check : dungeon.encounters.check;
}

/** A rolled encounter check as the time log keeps it: the roll, how it was read, and what it found. */
export function loggedCheck(
  kind: EncounterCheck["kind"],
  result: EncounterCheckResult & { readonly drawn?: string | undefined },
): CheckResult {
  const { roll, total, effect, drawn } = result;
  return { check: ENCOUNTER_CHECK_ID, roll, total, kind, outcome: effect.type, ...(drawn ? { drawn } : {}) };
}

/** The draw from an area's encounter table, as a card shows it. */
interface CardDraw {
  readonly text: string;
  readonly table: string;
}

/** Rolls one encounter check for the area in force and acts on its effect. */
export async function rollEncounter(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  loud: boolean,
  postCard: boolean,
  /**
   * What lights the check burns down log as: the entry that caused the check (its id: they join it), a reason
   * of their own (a loud action's), or else the loud noise or the lights themselves.
   */
  cause: Reason | number = { kind: loud ? "loud" : "lightTick" },
): Promise<CheckResult> {
  const { dice } = ctx;
  const area = draft.ws.area;
  const wilderness = area?.type === "wilderness";
  const check = encounterCheckOf(ctx, area);
  const result = await dice.run(encounterRule(ctx, area));
  const lines: CardLine[] = [line(effectText(result, check), toneOf(result.effect.type))];
  if (wilderness && result.effect.type !== "nothing") await encounterWindow(ctx, lines);
  // The card's dice: the check's, the table's draw, then what the effect rolled.
  const rolls = dice.take();
  const draw = await actOn(ctx, draft, { at, cause }, result.effect, lines, rolls);
  rolls.push(...dice.take());
  if (postCard) {
    draft.post({
      kind: "encounter",
      audience: ctx.audience(),
      at,
      area: area?.name,
      title: t(loud ? "TURNKEEPER.Card.Encounter.loudTitle" : "TURNKEEPER.Card.Encounter.title"),
      tone: toneOf(result.effect.type),
      lines,
      rolls,
      draw,
    });
  }
  draft.emit("checkRolled", {
    check: ENCOUNTER_CHECK_ID,
    at,
    loud,
    area: area?.name ?? null,
    roll: result.roll,
    total: result.total,
    effect: result.effect,
  });
  return loggedCheck(check.kind, { ...result, drawn: draw?.text });
}

/** When a wilderness encounter comes, where the rules place it in a window of time, onto the card's lines. */
async function encounterWindow(ctx: SessionContext, lines: CardLine[]): Promise<void> {
  const window = ctx.preset.wilderness.encounters.window;
  if (!window) return;
  const placed = await ctx.dice.run((d) => d.roll(window.formula).total);
  const after = duration((placed - 1) * window.seconds);
  lines.push(line(t("TURNKEEPER.Card.Encounter.window", { window: placed, after })));
}

/**
 * What a check's effect does, onto the card's lines and dice; the table's draw when it is an encounter. Lights
 * burned down join the entry that caused the check, or log as their cause (`rollEncounter`).
 */
async function actOn(
  ctx: SessionContext,
  draft: Draft,
  { at, cause }: { readonly at: number; readonly cause: Reason | number },
  effect: EncounterEffect,
  lines: CardLine[],
  rolls: RollOutcome[],
): Promise<CardDraw | null> {
  switch (effect.type) {
    case "encounter":
      return meet(ctx, draft, at, lines, rolls);
    case "lightTick": {
      const reason = typeof cause === "number" ? { kind: "lightTick" } : cause;
      const ticked = draft.apply({ type: "tickLights", ticks: effect.ticks }, reason);
      if (ticked.ok && typeof cause === "number") joinTick(draft, cause);
      for (const e of ticked.ok ? ticked.value : [])
        if (e.type === "timerEnded") lightOut(ctx, draft, e.timer, at, e.cause);
      return null;
    }
    case "fatigue":
      changeParty(draft, { fatigue: effect.slots });
      lines.push(line(t("TURNKEEPER.Card.Encounter.fatigueTotal", { count: draft.ws.fatigue })));
      return null;
    default:
      return null;
  }
}

/** An encounter: the area's table drawn, how far off the monster is and how it reacts. */
async function meet(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  lines: CardLine[],
  rolls: RollOutcome[],
): Promise<CardDraw | null> {
  const area = draft.ws.area;
  const drawn = await ctx.ports.encounters?.draw(area);
  if (drawn?.roll) rolls.push(drawn.roll);
  const distance = await (area?.type === "wilderness"
    ? wildernessDistance(ctx, lines)
    : dungeonDistance(ctx, draft, lines));
  const reaction = await ctx.dice.run((d) => rollReaction(ctx.preset.social, 0, d));
  lines.push(line(reactionText(reaction.attitude, reaction.total), toneOfAttitude(reaction.attitude)));
  if (!reaction.fromText) lines.push(line(t("TURNKEEPER.Card.Reaction.filled")));
  draft.emit("encounter", { at, area: area?.name ?? null, draw: drawn?.text ?? null, distance, reaction });
  return drawn ? { text: drawn.text, table: drawn.table ?? "" } : null;
}

/** How far off a wilderness encounter begins (R000-25), onto the card's lines. */
async function wildernessDistance(ctx: SessionContext, lines: CardLine[]): Promise<EncounterDistance | null> {
  const distance = await ctx.dice.run((d) => rollEncounterDistance(ctx.preset.wilderness, d));
  if (distance) {
    const key = `TURNKEEPER.Card.Encounter.distance.${distance.unit}`;
    lines.push(line(t(key, { distance: distance.distance }), "warning"));
  }
  return distance;
}

/** Where a dungeon monster is, by where the party meets it (R001-11), onto the card's lines. */
async function dungeonDistance(
  ctx: SessionContext,
  draft: Draft,
  lines: CardLine[],
): Promise<EncounterDistance | null> {
  const where = draft.ws.area?.where ?? "hall";
  const place = await ctx.dice.run((d) => placeMonster(ctx.preset.dungeon, where, d));
  if (place?.where === "room") lines.push(line(t("TURNKEEPER.Card.Encounter.entersRoom")));
  if (place?.where !== "hall") return null;
  lines.push(line(t("TURNKEEPER.Card.Encounter.inHall", { feet: place.feet }), "warning"));
  return { roll: place.roll, distance: place.feet, unit: "feet" };
}
