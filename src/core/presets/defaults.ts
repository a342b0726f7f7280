/**
 * Pieces the built-in presets share, and the frame every one of them is built in. Where a text gives no
 * figure these are the defaults, said once here:
 * - Light: only 001 (ticks) and 002 (time) give light rules; 000 and 003 burn a torch 6 turns and lantern
 *   oil 24 turns, as 002 does.
 * - Watches: 002 and 003 give none; they use 000's four 6-hour watches, as their wilderness rules do.
 * - Every day starts at midnight (world time 0 reads day 1, watch 1); set `time.dayStart` to 21600 to
 *   align watches to a 06:00 dawn.
 * The rule sections' shared blocks live with their types, in each section's rules.ts.
 */
import type { ActionDef, ActionsSection } from "../actions";
import type { TimeUnit } from "../clock/time";
import type { LightsSection } from "../clock/timers";
import { PRESET_VERSION, type Preset } from "./model";

export const unit = (id: string, seconds: number, aliases: string[], announce = false): TimeUnit => ({
  id,
  seconds,
  clock: true,
  announce,
  aliases,
});

/** 000's watch of about 6 hours (R000-07). */
export const WATCH_4 = unit("watch", 21_600, ["w"], true);
export const DAY = unit("day", 86_400, ["d"], true);

/** A light source whose label is localized from its id. */
export const light = (id: string, burn: LightsSection["sources"][number]["burn"]) => ({
  id,
  label: `TURNKEEPER.Time.Light.${id}`,
  burn,
});

/** 002's burning times: a torch 1 hour (6 turns), lantern oil 4 hours (24 turns) (R002-10). */
export const LIGHTS_BY_TIME: LightsSection = {
  sources: [
    light("torch", { by: "time", duration: "6 turns" }),
    light("lantern", { by: "time", duration: "24 turns" }),
  ],
};

/** An action whose label is localized from its id unless `extra` names another. */
export const action = (id: string, duration: string, extra: Partial<ActionDef> = {}): ActionDef => ({
  id,
  label: `TURNKEEPER.Time.Action.${id}`,
  duration,
  loud: false,
  recovers: [],
  ...extra,
});

/**
 * 002's common actions. `round` is the word for a one-minute round: 002 calls it a round, a preset with
 * shorter rounds keeps the same real time by saying "minute".
 */
export function commonActions(round: "round" | "minute"): ActionsSection {
  return {
    actions: [
      action("search", "1 turn", { perSquareFeet: 900 }), // R002-09
      action("map", "1 turn", { perSquareFeet: 900 }), // R002-09
      action("listen", `1 ${round}`), // R002-11
      action("searchTraps", `1d4 ${round}s`), // R002-11
      action("openDoor", `1 ${round}`), // R002-11
      action("eat", "1d4 turns"), // R002-12
      action("shortRest", "6 turns", { recovers: [{ kind: "hitDice", dice: 1 }] }), // R002-13
      action("longRest", "48 turns", { recovers: [{ kind: "allHitPoints" }] }), // R002-14
      action("recoverMana", "6 turns", { recovers: [{ kind: "manaPercent", percent: 10 }] }), // R002-15
    ],
    meals: { every: "6 hours", rationsPerDay: 1, waterskinsPerDay: 1 }, // R002-12
  };
}

/** What a built-in preset's own file gives: its time units and every rule section. */
export type BuiltInSections = Pick<
  Preset,
  "lights" | "actions" | "dungeon" | "wilderness" | "social" | "combat"
> & {
  readonly units: TimeUnit[];
};

/**
 * A built-in preset: its words are localized from its id, and every one counts combat in rounds, dungeons
 * in turns and the wilderness in watches.
 */
export const builtInPreset = <Id extends string>(
  id: Id,
  { units, lights, actions, dungeon, wilderness, social, combat }: BuiltInSections,
): Preset & { readonly id: Id } => ({
  version: PRESET_VERSION,
  id,
  name: `TURNKEEPER.Preset.${id}.Name`,
  description: `TURNKEEPER.Preset.${id}.Description`,
  source: `TURNKEEPER.Time.Source.${id}`,
  time: { units, dayStart: 0, modes: { combat: "round", dungeon: "turn", overland: "watch" } },
  lights,
  actions,
  dungeon,
  wilderness,
  social,
  combat,
});
