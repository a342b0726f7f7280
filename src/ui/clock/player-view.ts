/**
 * What of the clock panel a player may see, as the GM set it (issue 22, `PlayerView`): the time exactly, roughly
 * ("late afternoon, day 3") or not at all, and the same for the next check, the area's danger and the lights'
 * time left. A GM sees everything. Whatever a setting hides is left out of the view model itself, so no template,
 * host or socket answer built from it can show it.
 */
import { upcomingChecks, type Preset } from "../../core";
import { roughTime, secondsOfDay } from "../calendar/rough-time";
import type { CalendarDay } from "../calendar/calendar";
import { clock, duration, label, t, type Text, type TextValue } from "../i18n/text";
import { seasonText } from "../i18n/rule-words";
import type { Area } from "../map/areas";
import type { PlayerDetail, PlayerView } from "../session/options";
import type { WorldState } from "../session/world-state";
import { fightReading, type FightCount } from "./fight-reading";
import type { RunningView } from "./running-view";
import type { CardView } from "../chat/cards";
import { roughSpan } from "./rough-span";

/** Everything: what a GM sees. */
export const GM_VIEW: PlayerView = {
  time: "exact",
  lights: "exact",
  nextCheck: "exact",
  danger: "exact",
  record: "exact",
};

/** The reading of the time at the head of the panel; each part null where the viewer may not see it. */
export interface TimeView {
  readonly reading: Text | null;
  readonly compact: Text | null;
  readonly timeOfDay: Text | null;
  /** The date on the world's calendar, and the season 000's tables read (null without a calendar). */
  readonly date: string | null;
  readonly season: TextValue | null;
  /** An open fight's count, against the clock where the time is the viewer's to know; null without one. */
  readonly fight: Text | null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The time of day on the calendar (its day may not be 24 hours of 60 minutes), else from the world time. */
function timeOfDay(now: number, day: CalendarDay | null): Text {
  const seconds = secondsOfDay(now);
  const hours = day ? day.hour : Math.floor(seconds / 3600);
  const minutes = day ? day.minute : Math.floor((seconds % 3600) / 60);
  return t("TURNKEEPER.Clock.timeOfDay", { hours: pad(hours), minutes: pad(minutes) });
}

export function timeView(
  now: number,
  detail: PlayerDetail,
  day: CalendarDay | null,
  fight: FightCount | null,
  dayStart: number,
): TimeView {
  const count = fight && fightReading(fight, now, detail === "exact");
  if (detail === "none")
    return { reading: null, compact: null, timeOfDay: null, date: null, season: null, fight: count };
  if (detail === "rough") {
    const season = day ? seasonText(day.season) : null;
    return {
      reading: roughTime(now, day, dayStart),
      compact: null,
      timeOfDay: null,
      date: null,
      season,
      fight: count,
    };
  }
  return {
    reading: clock(now, "long"),
    compact: clock(now, "compact"),
    timeOfDay: timeOfDay(now, day),
    date: day?.label ?? null,
    season: day ? seasonText(day.season) : null,
    fight: count,
  };
}

export interface NextCheckView {
  /** The check's name: exactly only. */
  readonly label: Text | null;
  readonly in: Text;
  /** When it falls due on the clock: exactly, and only where the time is the viewer's to know. */
  readonly at: Text | null;
}

/** The next check due, as exactly as the viewer may know it; null without one or when it is hidden. */
export function nextCheckView(state: WorldState, preset: Preset, view: PlayerView): NextCheckView | null {
  const next = upcomingChecks(state.keeper.state)[0];
  if (!next || view.nextCheck === "none") return null;
  const span = next.at - state.keeper.state.time;
  if (view.nextCheck === "rough") return { label: null, in: roughSpan(preset, span), at: null };
  return {
    label: label(next.check.label),
    in: duration(span, "compact"),
    at: view.time === "exact" ? clock(next.at, "compact") : null,
  };
}

/** How often checks come in an area, as the GM reads it ("Normal: a check every 3 turns"). */
function exactDanger(preset: Preset, area: Area, perWatch: number): Text {
  if (area.type === "wilderness")
    return area.danger === 0
      ? t("TURNKEEPER.Area.perWatch", { count: perWatch })
      : t("TURNKEEPER.Area.perWatchDanger", { count: perWatch, danger: area.danger });
  if (area.level === "custom")
    return t("TURNKEEPER.Area.custom", { count: area.everyTurns, danger: area.danger });
  return t(`TURNKEEPER.Area.Level.${area.level}`, {
    count: preset.dungeon.encounters.areas[area.level].everyTurns,
  });
}

/** How dangerous an area is in a word, without a number: busy, normal or quiet. */
function roughDanger(preset: Preset, area: Area): Text {
  const { areas } = preset.dungeon.encounters;
  const level =
    area.type === "wilderness"
      ? area.danger > 0
        ? "busy"
        : "normal"
      : area.level !== "custom"
        ? area.level
        : area.everyTurns <= areas.busy.everyTurns
          ? "busy"
          : area.everyTurns >= areas.safe.everyTurns
            ? "safe"
            : "normal";
  return t(`TURNKEEPER.Area.Rough.${level}`);
}

/** The area's danger as the viewer may know it (null when hidden). */
export function dangerView(preset: Preset, area: Area, perWatch: number, detail: PlayerDetail): Text | null {
  if (detail === "exact") return exactDanger(preset, area, perWatch);
  return detail === "rough" ? roughDanger(preset, area) : null;
}

/**
 * How much a viewer sees of a light's time left: their own as the lights setting says; others' only that they
 * burn ("none"), and not at all where the area and the party around the player are hidden; null: not listed.
 */
export function lightDetail(view: PlayerView, isGM: boolean, mine: boolean): PlayerDetail | null {
  if (isGM) return "exact";
  if (mine) return view.lights;
  return view.danger === "none" ? null : "none";
}

/**
 * The running clock's line as the viewer may see it: a player sees that it runs and at what rate, never its
 * switch, and the time it has reached only where the time is theirs to know exactly.
 */
export function runningFor(view: RunningView, isGM: boolean, time: PlayerDetail): RunningView {
  if (isGM) return view;
  return { ...view, canSwitch: false, reading: time === "exact" ? view.reading : null };
}

/** A card for a player alone (whispered to them), without when it happened unless the time is theirs to know. */
export function cardForPlayer(view: CardView, time: PlayerDetail): CardView {
  return time === "exact" ? view : { ...view, subtitle: label(""), date: label("") };
}
