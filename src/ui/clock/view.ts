/**
 * The clock panel's view model: the reading in the preset's units and the time of day, lights burning (with
 * time or ticks left as bars), the area, the next check due and the area's danger, checks waiting for the GM,
 * the GM's buttons and the time log with undo. Players see what the options allow: the reading always, their
 * own lights exactly or roughly, and the area and others' lights when details are shown to them; when checks
 * come, and how often, stays the GM's. While a fight is open it says so, with the fight's count against the clock
 * (./fight-reading.ts, as the tracker reads it).
 */
import {
  clockUnits,
  DAY_SECONDS,
  left,
  logEntries,
  paceInForce,
  pacesFor,
  upcomingChecks,
  watchLeft,
  type Preset,
  type Timer,
} from "../../core";
import { checksPerWatch, type Area } from "../map/areas";
import type { SessionOptions } from "../session/options";
import { clock, duration, label, t, type Text, type TextValue } from "../i18n/text";
import { effectTypeText, reasonText, seasonText, terrainText, unitText } from "../i18n/rule-words";
import type { CalendarDay } from "../calendar/calendar";
import type { WorldState } from "../session/world-state";
import { fightReading, type FightCount } from "./fight-reading";

export const CLOCK_TEMPLATE = "clock/panel.hbs";

/** Log entries the panel lists (newest first); older ones stay in the log for undo by the API. */
export const LOG_SHOWN = 30;

export interface Viewer {
  readonly isGM: boolean;
  /** Whether this viewer owns a light's owner (an actor or token id). */
  owns(owner: string): boolean;
}

export interface LightView {
  readonly id: string;
  readonly name: string;
  readonly light: Text;
  /** Time or ticks left, exact or rough as the viewer may see it; null when hidden. */
  readonly left: Text | null;
  /** 0-100, for the bar; null when the viewer may not see how much is left. */
  readonly percent: number | null;
  readonly tone: "ok" | "warning" | "danger";
  readonly paused: boolean;
  /** GM: put out or refuel it; an owner may put out their own. */
  readonly canDouse: boolean;
}

export interface ButtonView {
  readonly id: string;
  readonly label: Text;
}

export interface LogEntryView {
  readonly id: number;
  readonly what: TextValue;
  readonly when: Text;
  readonly span: Text | null;
  readonly outcomes: readonly TextValue[];
}

export interface ClockView {
  readonly isGM: boolean;
  /** Players see only the reading (the "hide details" option). */
  readonly details: boolean;
  readonly preset: Text;
  readonly reading: Text;
  readonly compact: Text;
  readonly timeOfDay: Text;
  /** The date on the world's calendar, and the season 000's tables read (null without a calendar). */
  readonly date: string | null;
  readonly season: TextValue | null;
  /** An open fight's count against the clock; null without one. */
  readonly fight: Text | null;
  readonly area: {
    readonly name: string;
    readonly type: Text;
    /** How dangerous it is (how often checks come): the GM's only. */
    readonly danger: Text | null;
    readonly terrain: TextValue | null;
  } | null;
  readonly nextCheck: { readonly label: Text; readonly in: Text; readonly at: Text } | null;
  readonly pending: readonly { readonly id: number; readonly label: Text; readonly at: Text }[];
  readonly lights: readonly LightView[];
  readonly fatigue: number | null;
  /** The party on the map: its pace and walk towards the next turn, or the watch's time left and whether it is lost. */
  readonly party: PartyView | null;
  /** GM buttons: +1 of each clock unit below the day, the preset's actions. */
  readonly units: readonly ButtonView[];
  readonly actions: readonly ButtonView[];
  /** GM: a Rest button of its own, where the preset's actions have no short rest to press instead. */
  readonly rest: boolean;
  /** GM: the pushed mounts' roll, under rules that push mounts (R000-10). */
  readonly pushedMounts: boolean;
  readonly log: readonly LogEntryView[];
}

export interface PartyView {
  readonly pace: Text;
  /** GM: the paces the preset offers, to choose from. */
  readonly paces: readonly { readonly id: string; readonly label: Text; readonly chosen: boolean }[];
  /** In a dungeon: how far the party has walked towards the next turn. */
  readonly toward: Text | null;
  /** In the wilderness: the time (and under 000 the hexes on foot) left in this watch. */
  readonly watch: Text | null;
  /** Lost and veering which way: the GM's only, until the party finds out. */
  readonly lost: Text | null;
}

function partyView(state: WorldState, preset: Preset, isGM: boolean): PartyView {
  const { dungeon, wilderness, time } = preset;
  const pace = paceInForce(dungeon, state.pace);
  const now = state.keeper.state.time;
  const wild = state.area?.type === "wilderness";
  const watch = wild ? watchLeft(wilderness, now, time.dayStart) : null;
  return {
    pace: t(`TURNKEEPER.Pace.${pace}`),
    // A choice only where the rules offer more than one pace.
    paces:
      isGM && pacesFor(dungeon).length > 1
        ? pacesFor(dungeon).map((id) => ({ id, label: t(`TURNKEEPER.Pace.${id}`), chosen: id === pace }))
        : [],
    toward: wild ? null : t("TURNKEEPER.Clock.Party.toward", { feet: Math.round(state.carryFeet) }),
    watch: watch
      ? watch.hexes === null
        ? t("TURNKEEPER.Clock.Party.watchLeft", { time: duration(watch.seconds) })
        : t("TURNKEEPER.Clock.Party.watchHexes", { time: duration(watch.seconds), count: watch.hexes })
      : null,
    lost: isGM && wild && state.lost ? t(`TURNKEEPER.Clock.Party.lost.${state.lost}`) : null,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

function roughly(preset: Preset, timer: Timer, leftNow: number): Text {
  if (timer.mode === "ticks") {
    return leftNow <= 1 ? t("TURNKEEPER.Clock.Light.guttering") : t("TURNKEEPER.Clock.Light.burning");
  }
  const unitId = preset.time.modes.dungeon;
  const unitSeconds = preset.time.units.find((u) => u.id === unitId)?.seconds ?? 600;
  const count = Math.round(leftNow / unitSeconds);
  if (count < 1) return t("TURNKEEPER.Clock.Light.lessThan", { unit: unitText(preset, unitId, 1) });
  return t("TURNKEEPER.Clock.Light.about", { count, unit: unitText(preset, unitId, count) });
}

function lightView(
  preset: Preset,
  state: WorldState,
  timer: Timer,
  viewer: Viewer,
  options: SessionOptions,
): LightView | null {
  const owner = timer.owner ?? "";
  const mine = viewer.owns(owner);
  if (!viewer.isGM && !mine && !options.playerDetails) return null;
  const leftNow = left(timer, state.keeper.state.time);
  // Others' lights show only that they burn.
  const detail = viewer.isGM ? "exact" : mine ? options.playerLights : "hidden";
  const exact =
    timer.mode === "ticks"
      ? t("TURNKEEPER.Clock.Light.ticks", { count: leftNow })
      : duration(leftNow, "compact");
  const share = timer.capacity > 0 ? leftNow / timer.capacity : 0;
  return {
    id: timer.id,
    name: state.owners[owner] ?? owner,
    light: label(timer.label),
    left: detail === "exact" ? exact : detail === "fuzzy" ? roughly(preset, timer, leftNow) : null,
    percent: detail === "hidden" ? null : Math.max(0, Math.min(100, Math.round(share * 100))),
    tone: share > 0.5 ? "ok" : share > 0.2 ? "warning" : "danger",
    paused: timer.mode === "paused" || (timer.mode === "ticks" && !timer.running),
    canDouse: viewer.isGM || mine,
  };
}

function areaView(
  preset: Preset,
  area: Area | null,
  isGM: boolean,
  options: SessionOptions,
): ClockView["area"] {
  if (!area) return null;
  const times = checksPerWatch(preset, options.cadences);
  const danger =
    area.type === "wilderness"
      ? area.danger === 0
        ? t("TURNKEEPER.Area.perWatch", { count: times })
        : t("TURNKEEPER.Area.perWatchDanger", { count: times, danger: area.danger })
      : area.level === "custom"
        ? t("TURNKEEPER.Area.custom", { count: area.everyTurns, danger: area.danger })
        : t(`TURNKEEPER.Area.Level.${area.level}`, {
            count: preset.dungeon.encounters.areas[area.level].everyTurns,
          });
  return {
    name: area.name,
    type: t(`TURNKEEPER.Area.Type.${area.type}`),
    danger: isGM ? danger : null,
    terrain: area.type === "wilderness" ? terrainText(area.terrain) : null,
  };
}

export function buildClockView(
  state: WorldState,
  preset: Preset,
  viewer: Viewer,
  options: SessionOptions,
  day: CalendarDay | null = null,
  fight: FightCount | null = null,
): ClockView {
  const { isGM } = viewer;
  const now = state.keeper.state.time;
  const seconds = ((now % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  // The calendar's hours when there is a calendar (its day may not be 24 hours of 60 minutes).
  const hours = day ? day.hour : Math.floor(seconds / 3600);
  const minutes = day ? day.minute : Math.floor((seconds % 3600) / 60);
  const details = isGM || options.playerDetails;
  const next = upcomingChecks(state.keeper.state)[0];
  const { actions } = preset.actions;
  const travel = preset.wilderness.travel.kind;
  // Checks set up for a new area or preset are bookkeeping: undoing an entry before them undoes them too.
  const entries = isGM
    ? logEntries(state.keeper)
        .filter((e) => e.reason.kind !== "setup")
        .slice(0, LOG_SHOWN)
    : [];
  return {
    isGM,
    details,
    preset: label(preset.name),
    reading: clock(now, "long"),
    compact: clock(now, "compact"),
    timeOfDay: t("TURNKEEPER.Clock.timeOfDay", { hours: pad(hours), minutes: pad(minutes) }),
    date: day?.label ?? null,
    season: day ? seasonText(day.season) : null,
    fight: fight && fightReading(fight, now),
    area: details ? areaView(preset, state.area, isGM, options) : null,
    nextCheck:
      isGM && next
        ? {
            label: label(next.check.label),
            in: duration(next.at - now, "compact"),
            at: clock(next.at, "compact"),
          }
        : null,
    pending: isGM
      ? state.pending.map((p) => ({ id: p.id, label: label(p.label), at: clock(p.at, "compact") }))
      : [],
    lights: state.keeper.state.timers.flatMap((timer) =>
      timer.kind === "light" ? (lightView(preset, state, timer, viewer, options) ?? []) : [],
    ),
    fatigue: details && travel === "hoursPerHex" ? state.fatigue : null,
    party: details ? partyView(state, preset, isGM) : null,
    units: isGM
      ? clockUnits(preset.time)
          .slice(1)
          .reverse()
          .map((u) => ({
            id: u.id,
            label: t("TURNKEEPER.Clock.plusOne", { unit: unitText(preset, u.id, 1) }),
          }))
      : [],
    actions: isGM ? actions.map((a) => ({ id: a.id, label: label(a.label) })) : [],
    rest: isGM && !actions.some((a) => a.id === "shortRest"),
    pushedMounts: isGM && travel === "hexesPerWatch",
    log: entries.map((e) => ({
      id: e.id,
      what: reasonText(preset, e.reason),
      when: clock(e.from, "compact"),
      span: e.to > e.from ? duration(e.to - e.from, "compact") : null,
      outcomes: (e.results ?? []).map((r) => effectTypeText(r.outcome)),
    })),
  };
}
