/**
 * Pieces the built-in presets share. Where a text gives no figure these are the defaults, said once here:
 * - Light: only 001 (ticks) and 002 (time) give light rules; 000 and 003 burn a torch 6 turns and lantern
 *   oil 24 turns, as 002 does.
 * - Watches: 002 and 003 give none; they use 000's four 6-hour watches, as their wilderness rules do.
 * - Every day starts at midnight (world time 0 reads day 1, watch 1); set `time.dayStart` to 21600 to
 *   align watches to a 06:00 dawn.
 */
import type { ActionDef, ActionsSection } from "../actions";
import { combatRulesFor } from "../combat/rules";
import { dungeonRulesFor } from "../dungeon/rules";
import { socialRulesFor } from "../social/rules";
import type { TimeUnit } from "../clock/time";
import type { LightsSection } from "../clock/timers";
import { wildernessRulesFor } from "../wilderness/rules";
import type { BuiltInPresetId } from "./ids";
import { PRESET_VERSION, type Preset } from "./model";

export const unit = (id: string, seconds: number, aliases: string[], announce = false): TimeUnit => ({
  id,
  seconds,
  clock: true,
  announce,
  aliases,
});

export const WATCH_4 = unit("watch", 21_600, ["w"], true);
export const DAY = unit("day", 86_400, ["d"], true);

/** A light source whose label is localized from its id. */
export const light = (id: string, burn: LightsSection["sources"][number]["burn"]) => ({
  id,
  label: `TURNKEEPER.Time.Light.${id}`,
  burn,
});

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
      action("search", "1 turn", { perSquareFeet: 900 }),
      action("map", "1 turn", { perSquareFeet: 900 }),
      action("listen", `1 ${round}`),
      action("searchTraps", `1d4 ${round}s`),
      action("openDoor", `1 ${round}`),
      action("eat", "1d4 turns"),
      action("shortRest", "6 turns", { recovers: [{ kind: "hitDice", dice: 1 }] }),
      action("longRest", "48 turns", { recovers: [{ kind: "allHitPoints" }] }),
      action("recoverMana", "6 turns", { recovers: [{ kind: "manaPercent", percent: 10 }] }),
    ],
    meals: { every: "6 hours", rationsPerDay: 1, waterskinsPerDay: 1 },
  };
}

/**
 * A built-in preset: its words are localized from its id, every one counts combat in rounds, dungeons in
 * turns and the wilderness in watches, and its rule sections are the ones each section's module gives it.
 */
export const builtInPreset = (
  id: BuiltInPresetId,
  units: TimeUnit[],
  lights: LightsSection,
  actions: ActionsSection,
): Preset => ({
  version: PRESET_VERSION,
  id,
  name: `TURNKEEPER.Preset.${id}.Name`,
  description: `TURNKEEPER.Preset.${id}.Description`,
  source: `TURNKEEPER.Time.Source.${id}`,
  time: { units, dayStart: 0, modes: { combat: "round", dungeon: "turn", overland: "watch" } },
  lights,
  actions,
  dungeon: dungeonRulesFor[id],
  wilderness: wildernessRulesFor[id],
  social: socialRulesFor[id],
  combat: combatRulesFor[id],
});
