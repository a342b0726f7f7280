/**
 * Pieces the built-in presets share. Where a text gives no figure these are the defaults, said once here:
 * - Light: only 001 (ticks) and 002 (time) give light rules; 000 and 003 burn a torch 6 turns and lantern
 *   oil 24 turns, as 002 does.
 * - Watches: 002 and 003 give none; they use 000's four 6-hour watches, as their wilderness rules do.
 * - Every day starts at midnight (world time 0 reads day 1, watch 1); set `time.dayStart` to 21600 to
 *   align watches to a 06:00 dawn.
 */
import type { ActionDef, ActionsSection } from "../actions";
import type { TimeUnit } from "../time";
import type { LightsSection } from "../timers";

export const unit = (id: string, seconds: number, aliases: string[], announce = false): TimeUnit => ({
  id,
  seconds,
  clock: true,
  announce,
  aliases,
});

export const WATCH_4 = unit("watch", 21_600, ["w"], true);
export const DAY = unit("day", 86_400, ["d"], true);

export const LIGHTS_BY_TIME: LightsSection = {
  sources: [
    { id: "torch", label: "TURNKEEPER.Time.Light.torch", burn: { by: "time", duration: "6 turns" } },
    { id: "lantern", label: "TURNKEEPER.Time.Light.lantern", burn: { by: "time", duration: "24 turns" } },
  ],
};

export const action = (
  id: string,
  label: string,
  duration: string,
  extra: Partial<ActionDef> = {},
): ActionDef => ({
  id,
  label,
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
      action("search", "TURNKEEPER.Time.Action.search", "1 turn", { perSquareFeet: 900 }),
      action("map", "TURNKEEPER.Time.Action.map", "1 turn", { perSquareFeet: 900 }),
      action("listen", "TURNKEEPER.Time.Action.listen", `1 ${round}`),
      action("searchTraps", "TURNKEEPER.Time.Action.searchTraps", `1d4 ${round}s`),
      action("openDoor", "TURNKEEPER.Time.Action.openDoor", `1 ${round}`),
      action("eat", "TURNKEEPER.Time.Action.eat", "1d4 turns"),
      action("shortRest", "TURNKEEPER.Time.Action.shortRest", "6 turns", {
        recovers: [{ kind: "hitDice", dice: 1 }],
      }),
      action("longRest", "TURNKEEPER.Time.Action.longRest", "48 turns", {
        recovers: [{ kind: "allHitPoints" }],
      }),
      action("recoverMana", "TURNKEEPER.Time.Action.recoverMana", "6 turns", {
        recovers: [{ kind: "manaPercent", percent: 10 }],
      }),
    ],
    meals: { every: "6 hours", rationsPerDay: 1, waterskinsPerDay: 1 },
  };
}
