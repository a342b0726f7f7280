/**
 * A party token dropped several hexes away travels there hex by hex, each hex one travel step (one clock
 * advance, with its navigation save and encounter checks). It stops where a roll says so: the party got lost
 * and veered, an encounter check turned something up (or waits for the GM), or the watch the move began in is
 * spent; then the GM is asked before it goes on, from wherever the party now is. A hex begun in the day's spare
 * watch is a force march (R000-11): unless the party's settings say it force-marches, the GM is asked first.
 */
import {
  inForceMarchWatch,
  logEntries,
  pushesMounts,
  watchStartOf,
  type CoreError,
  type OffsetHex,
  type Result,
  type WildernessRules,
} from "../../core";
import { hexLine, neighboursOnMap, type HexLayout } from "../../core/wilderness/map";
import type { Intent } from "../session/intents";
import type { IntentResult, Session } from "../session";

export type RouteStop = "lost" | "encounter" | "watch" | "forceMarch";

/**
 * The localization keys of the question a stop asks the GM; a force march adds that it pushes the mounts where it
 * does (a mounted party, under rules that count it as pushing: R000-10, R000-11).
 */
export function stopQuestion(
  stop: RouteStop,
  rules: WildernessRules,
  method: RouteRequest["travel"]["method"],
): string[] {
  const { travel } = rules;
  const mounted = (method ?? "foot") !== "foot";
  const pushes =
    travel.kind === "hexesPerWatch" && pushesMounts(travel, { pushMounts: false, forceMarch: true, mounted });
  return [
    `TURNKEEPER.Map.stop.${stop}`,
    ...(stop === "forceMarch" && pushes ? ["TURNKEEPER.Map.stop.pushes"] : []),
  ];
}

/** What the map knows of a hex: its terrain and road, a landmark to steer by, a vantage point to see from. */
export interface HexInfo {
  readonly terrain?: string;
  readonly road?: boolean;
  readonly landmark?: boolean;
  readonly vantage?: boolean;
}

/**
 * Whether a landmark is in sight of a party crossing from `at` into `next` (R000-18: then no navigation save): one
 * stands in either hex, or the party leaves a vantage point from which it sees into the neighbouring hexes
 * (R000-17).
 */
export function landmarkInSight(
  layout: HexLayout,
  at: OffsetHex,
  next: OffsetHex,
  hexInfo: (hex: OffsetHex) => HexInfo,
): boolean {
  if (hexInfo(at).landmark || hexInfo(next).landmark) return true;
  return Boolean(hexInfo(at).vantage) && neighboursOnMap(layout, at).some((hex) => hexInfo(hex).landmark);
}

export interface RouteRequest {
  readonly layout: HexLayout;
  readonly from: OffsetHex;
  readonly to: OffsetHex;
  /** The party's standing choices: method, navigator, weather, force march... */
  readonly travel: Omit<Extract<Intent, { type: "travelHex" }>, "type" | "map" | "terrain" | "road">;
  hexInfo(hex: OffsetHex): HexInfo;
  /** Called after each hex, with where the party now is (the host moves its token there). */
  arrived(hex: OffsetHex): Promise<void>;
  /** Asked at a stop with hexes still to go (for "forceMarch": before the day's spare watch): whether to go on. */
  goOn(stop: RouteStop, at: OffsetHex): Promise<boolean>;
}

export interface RouteOutcome {
  readonly at: OffsetHex;
  readonly hexes: number;
  /** Why it stopped short, or null when it arrived. */
  readonly stopped: RouteStop | null;
}

/** Whether the newest log entry's checks turned up an encounter or left one waiting for the GM. */
function encountered(session: Session): boolean {
  const newest = logEntries(session.state().keeper)[0];
  return (newest?.results ?? []).some((r) => r.outcome === "encounter" || r.outcome === "pending");
}

type Perform = (intent: Intent) => Promise<Result<IntentResult, CoreError>>;

export async function travelRoute(
  session: Session,
  perform: Perform,
  request: RouteRequest,
  day: WildernessRules["day"],
  dayStart: number,
): Promise<Result<RouteOutcome, CoreError>> {
  const { layout, to } = request;
  const { watchSeconds } = day;
  const now = () => session.state().keeper.state.time;
  // A hex begun in the spare watch without the party's standing choice waits for the GM's (R000-11).
  let forceMarch = request.travel.forceMarch ?? false;
  const askForceMarch = () => !forceMarch && inForceMarchWatch(day, now(), dayStart);
  let at = request.from;
  let hexes = 0;
  let watch = watchStartOf(now(), dayStart, watchSeconds);
  for (;;) {
    const next = hexLine(layout, at, to)[0];
    if (!next) return { ok: true, value: { at, hexes, stopped: null } };
    if (askForceMarch()) {
      if (!(await request.goOn("forceMarch", at))) {
        return { ok: true, value: { at, hexes, stopped: "forceMarch" } };
      }
      forceMarch = true;
      watch = watchStartOf(now(), dayStart, watchSeconds);
    }
    const info = request.hexInfo(next);
    const stepped = await perform({
      type: "travelHex",
      ...request.travel,
      ...(forceMarch ? { forceMarch } : {}),
      ...(info.terrain === undefined ? {} : { terrain: info.terrain }),
      ...(info.road === undefined ? {} : { road: info.road }),
      ...(landmarkInSight(layout, at, next, request.hexInfo) ? { guided: true } : {}),
      map: { ...layout, from: at, to: next },
    });
    if (!stepped.ok) return stepped;
    await session.idle();
    at = stepped.value.step?.hex ?? next;
    hexes++;
    await request.arrived(at);
    const time = now();
    // Into the spare watch, the force march is the question (asked before the next hex).
    const stop: RouteStop | null = stepped.value.step?.veered
      ? "lost"
      : encountered(session)
        ? "encounter"
        : watchStartOf(time, dayStart, watchSeconds) !== watch && !askForceMarch()
          ? "watch"
          : null;
    const more = hexLine(layout, at, to).length > 0;
    if (stop && more) {
      if (!(await request.goOn(stop, at))) return { ok: true, value: { at, hexes, stopped: stop } };
      watch = watchStartOf(time, dayStart, watchSeconds);
    }
  }
}
