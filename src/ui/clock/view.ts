/**
 * The clock panel's view model: the reading in the preset's units and the time of day, lights burning (with
 * time or ticks left as bars), the area, the next check due and the area's danger, checks waiting for the GM,
 * the GM's buttons and the time log with undo. Players see what the GM's player view allows (./player-view.ts:
 * the time, their lights' time left, the next check and the area's danger, each exactly, roughly or not at
 * all). While a fight is open it says so, with the fight's count against the clock (./fight-reading.ts, as the
 * tracker reads it).
 */
import {
  clockUnits,
  left,
  logEntries,
  paceInForce,
  pacesFor,
  watchLeft,
  type Preset,
  type Timer,
} from "../../core";
import { checksPerWatch, type Area } from "../map/areas";
import type { PlayerDetail, PlayerView, SessionOptions } from "../session/options";
import { clock, duration, label, t, type Text, type TextValue } from "../i18n/text";
import { effectTypeText, reasonText, terrainText, unitText } from "../i18n/rule-words";
import type { CalendarDay } from "../calendar/calendar";
import type { WorldState } from "../session/world-state";
import type { FightCount } from "./fight-reading";
import {
  dangerView,
  GM_VIEW,
  lightDetail,
  nextCheckView,
  timeView,
  type NextCheckView,
  type TimeView,
} from "./player-view";
import { roughLight, roughSpan } from "./rough-span";

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

export interface ClockView extends TimeView {
  readonly isGM: boolean;
  /** The facts under the reading (area, next check, party): a player sees them only where the GM lets them. */
  readonly details: boolean;
  readonly preset: Text;
  readonly area: {
    readonly name: string;
    readonly type: Text;
    /** How dangerous it is (how often checks come), as exactly as the viewer may know it. */
    readonly danger: Text | null;
    readonly terrain: TextValue | null;
  } | null;
  readonly nextCheck: NextCheckView | null;
  readonly pending: readonly { readonly id: number; readonly label: Text; readonly at: Text }[];
  readonly lights: readonly LightView[];
  readonly fatigue: number | null;
  /** The party on the map: its pace and walk towards the next turn, or the watch's time left and whether it is lost. */
  readonly party: PartyView | null;
  /** GM buttons: +1 of each clock unit below the day, the preset's actions. */
  readonly units: readonly ButtonView[];
  /** `perArea`: timed per area (a search, R002-09), so its room's size is asked first. */
  readonly actions: readonly (ButtonView & { readonly perArea: boolean })[];
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

/** The watch's time left, as exactly as the viewer may know the time. */
function watchTime(preset: Preset, seconds: number, time: PlayerDetail): Text {
  return time === "exact" ? duration(seconds) : roughSpan(preset, seconds);
}

function partyView(state: WorldState, preset: Preset, isGM: boolean, shown: PlayerDetail): PartyView {
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
    watch:
      watch && shown !== "none"
        ? watch.hexes === null
          ? t("TURNKEEPER.Clock.Party.watchLeft", { time: watchTime(preset, watch.seconds, shown) })
          : t("TURNKEEPER.Clock.Party.watchHexes", {
              time: watchTime(preset, watch.seconds, shown),
              count: watch.hexes,
            })
        : null,
    lost: isGM && wild && state.lost ? t(`TURNKEEPER.Clock.Party.lost.${state.lost}`) : null,
  };
}

function lightView(
  preset: Preset,
  state: WorldState,
  timer: Timer,
  viewer: Viewer,
  view: PlayerView,
): LightView | null {
  const owner = timer.owner ?? "";
  const mine = viewer.owns(owner);
  const detail = lightDetail(view, viewer.isGM, mine);
  if (detail === null) return null;
  const leftNow = left(timer, state.keeper.state.time);
  const exact =
    timer.mode === "ticks"
      ? t("TURNKEEPER.Clock.Light.ticks", { count: leftNow })
      : duration(leftNow, "compact");
  const share = timer.capacity > 0 ? leftNow / timer.capacity : 0;
  return {
    id: timer.id,
    name: state.owners[owner] ?? owner,
    light: label(timer.label),
    left: detail === "exact" ? exact : detail === "rough" ? roughLight(preset, timer, leftNow) : null,
    percent: detail === "none" ? null : Math.max(0, Math.min(100, Math.round(share * 100))),
    tone: share > 0.5 ? "ok" : share > 0.2 ? "warning" : "danger",
    paused: timer.mode === "paused" || (timer.mode === "ticks" && !timer.running),
    canDouse: viewer.isGM || mine,
  };
}

function areaView(
  preset: Preset,
  area: Area | null,
  view: PlayerView,
  options: SessionOptions,
): ClockView["area"] {
  if (!area || view.danger === "none") return null;
  return {
    name: area.name,
    type: t(`TURNKEEPER.Area.Type.${area.type}`),
    danger: dangerView(preset, area, checksPerWatch(preset, options.cadences), view.danger),
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
  const view = isGM ? GM_VIEW : options.players;
  const now = state.keeper.state.time;
  // The area and the party around the player: what "show details" was before the player view (issue 22).
  const around = view.danger !== "none";
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
    details: around || view.nextCheck !== "none",
    preset: label(preset.name),
    ...timeView(now, view.time, day, fight, preset.time.dayStart),
    area: areaView(preset, state.area, view, options),
    nextCheck: nextCheckView(state, preset, view),
    pending: isGM
      ? state.pending.map((p) => ({ id: p.id, label: label(p.label), at: clock(p.at, "compact") }))
      : [],
    lights: state.keeper.state.timers.flatMap((timer) =>
      timer.kind === "light" ? (lightView(preset, state, timer, viewer, view) ?? []) : [],
    ),
    fatigue: around && travel === "hoursPerHex" ? state.fatigue : null,
    party: around ? partyView(state, preset, isGM, view.time) : null,
    units: isGM
      ? clockUnits(preset.time)
          .slice(1)
          .reverse()
          .map((u) => ({
            id: u.id,
            label: t("TURNKEEPER.Clock.plusOne", { unit: unitText(preset, u.id, 1) }),
          }))
      : [],
    actions: isGM
      ? actions.map((a) => ({ id: a.id, label: label(a.label), perArea: a.perSquareFeet !== undefined }))
      : [],
    rest: isGM && !actions.some((a) => a.id === "shortRest"),
    pushedMounts: isGM && travel === "hexesPerWatch",
    log: entries.map((e) => ({
      id: e.id,
      what: reasonText(preset, e.reason, e.to - e.from),
      when: clock(e.from, "compact"),
      span: e.to > e.from ? duration(e.to - e.from, "compact") : null,
      outcomes: (e.results ?? []).map((r) => effectTypeText(r.outcome)),
    })),
  };
}
