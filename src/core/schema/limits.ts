/**
 * The bounds on what anyone may ask of Turnkeeper (issue 20): every number an intent or a command carries is a
 * safe integer within one of these, and every string is at most one of these lengths, so no input makes
 * unbounded work or an unbounded state. Each is what the rules need with room to spare; the fields below build
 * them into schemas whose errors name the field and the bound.
 */
import * as v from "valibot";
import { coreError, type CoreError } from "../util/errors";

export const LIMITS = {
  /** Characters in a name, an id, a label, a source, a terrain or a typed duration (a Foundry UUID is < 100). */
  name: 200,
  /** Characters in a note the game master writes on a log entry. */
  note: 2000,
  /** Items in a list an intent carries (party members, members sheltering). */
  list: 100,
  /** Attempts of one action: searching 100 times takes 100 turns, well over a day. */
  attempts: 100,
  /** Whole units one advance counts ("+n turns"); the seconds they make are bounded as well. */
  count: 100_000,
  /** Seconds one advance or action may move the clock: a year. A longer jump is the calendar's to make. */
  advanceSeconds: 366 * 86_400,
  /** Feet of one party move on a dungeon map: 333 turns at the slowest pace of any preset (002's cautious 30). */
  moveFeet: 10_000,
  /** Feet on a side of a map's square. */
  gridFeet: 1000,
  /** Square feet of an area an action covers (a room searched): a square a thousand feet on a side. */
  squareFeet: 1_000_000,
  /** Columns and rows of a hex on a map, either way from its origin. */
  hexOffset: 100_000,
  /** A score or a modifier a roll is made against (an ability score, morale 2-12, a navigator's save). */
  score: 1000,
  /** A mount's hit dice, and a party member's speed in feet. */
  hitDice: 100,
  speed: 10_000,
  /** A party member's load, in the rules' unit of weight. */
  load: 1_000_000,
  /** Days a mount has been pushed. */
  days: 366,
  /** Segments one combat step may reach: a Recovery Time, a countdown's delay, period and firings. */
  segments: 1000,
  /** The Tide of Battle's value. */
  tide: 100,
  /** Lights burning at once for one owner. */
  lightsPerOwner: 10,
  /** Parties a world keeps at once (issue 22): the party in play and the others, each with its own time. */
  parties: 20,
  /** Requests one user may send the active GM in a minute; the rest are refused. */
  requestsPerMinute: 60,
} as const;

/** A whole number from `min` to `max`: a safe integer, so it stores and compares exactly. */
export const boundedInteger = (min: number, max: number) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));

/** A finite number from `min` to `max` (feet a map measures, a load), for quantities that may be fractional. */
export const boundedNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));

/** A string of at most `max` characters. */
export const boundedText = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A name, an id or a label. */
export const NameSchema = boundedText(LIMITS.name);

/** A note on a log entry. */
export const NoteSchema = boundedText(LIMITS.note);

/** The error of a clock move longer than one advance may be, naming the limit in days and in seconds. */
export function advanceTooLong(seconds: number): CoreError {
  const limit = LIMITS.advanceSeconds;
  return coreError("limit.advance", { seconds, limit, days: limit / 86_400 });
}
