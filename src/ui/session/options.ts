/** The game master's choices that change how the session behaves (Foundry settings; the sandbox's own). */

export const DUE_CHECK_MODES = ["auto", "prompt"] as const;
export type DueCheckMode = (typeof DUE_CHECK_MODES)[number];

/** A new light while one burns: it burns alongside, or it replaces the old one (the tables argue). */
export const LIGHT_STACKING = ["alongside", "replace"] as const;
export type LightStacking = (typeof LIGHT_STACKING)[number];

/**
 * How much of one thing players may know (issue 22): exactly, roughly ("late afternoon, day 3", "about 2 turns
 * of torchlight"), or nothing. GMs always see everything.
 */
export const PLAYER_DETAIL = ["exact", "rough", "none"] as const;
export type PlayerDetail = (typeof PLAYER_DETAIL)[number];
/** The record is a journal players may read or not: a rough record would be a second record. */
export const PLAYER_RECORD = ["exact", "none"] as const;
export type PlayerRecord = (typeof PLAYER_RECORD)[number];

/** What the GM lets players know, one choice per thing the clock panel, the cards and the record show. */
export interface PlayerView {
  /** The clock's reading, the time of day and the date (and the fight's line against the clock). */
  readonly time: PlayerDetail;
  /** Time or ticks left on their own lights (others' lights show only that they burn). */
  readonly lights: PlayerDetail;
  /** When the next check comes: its name and time, roughly when, or nothing. */
  readonly nextCheck: PlayerDetail;
  /**
   * The area and how dangerous it is; "none" hides the area with the party around the player (its pace, watch
   * and fatigue, and others' lights).
   */
  readonly danger: PlayerDetail;
  /** The campaign record journal: readable by players (its GM-only sections stay the GM's), or the GMs'. */
  readonly record: PlayerRecord;
}

/** What players knew before issue 22 (the reading, their lights roughly, the area), and its danger in a word. */
export const DEFAULT_PLAYER_VIEW: PlayerView = {
  time: "exact",
  lights: "rough",
  nextCheck: "none",
  danger: "rough",
  record: "none",
};

/** The stored choice of an older Turnkeeper's light setting ("fuzzy", "hidden") in today's words. */
const LEGACY_DETAIL: Readonly<Record<string, PlayerDetail>> = { fuzzy: "rough", hidden: "none" };

/** A stored detail choice read: today's words, an older Turnkeeper's, else `fallback`. */
export function playerDetail(stored: unknown, fallback: PlayerDetail): PlayerDetail {
  if (typeof stored !== "string") return fallback;
  if ((PLAYER_DETAIL as readonly string[]).includes(stored)) return stored as PlayerDetail;
  return LEGACY_DETAIL[stored] ?? fallback;
}

/**
 * An older Turnkeeper's "show details to players" turned off hid the area, the party and others' lights:
 * today that is the danger at "none" (whose "none" hides the same).
 */
export function foldLegacyDetails(view: PlayerView, details: boolean): PlayerView {
  return details ? view : { ...view, danger: "none" };
}

/**
 * Whether a check's card may reach players: it names its time, and its roll against the chance tells how
 * dangerous the area is; so only while players may know the exact time and something of the danger.
 */
export function checkCardsShown(view: PlayerView): boolean {
  return view.time === "exact" && view.danger !== "none";
}

/**
 * Who a card goes to, when it would go to everyone (`forAll`): a check's card (`check`) only as
 * `checkCardsShown` allows, any other (a light lit or out) while players may know the exact time it names.
 */
export function cardAudience(options: SessionOptions, forAll: boolean, check: boolean): "gm" | "all" {
  const shown = check ? checkCardsShown(options.players) : options.players.time === "exact";
  return forAll && shown ? "all" : "gm";
}

export interface Cadences {
  /** Turns between dungeon checks per kind of area; 0 keeps the preset's. */
  readonly busy: number;
  readonly normal: number;
  readonly safe: number;
  /** Wilderness checks per watch; 0 keeps the preset's. */
  readonly perWatch: number;
}

export interface SessionOptions {
  /** Checks that fall due roll at once, or wait for the game master in the clock panel. */
  readonly dueChecks: DueCheckMode;
  /** Check cards go to game masters only. */
  readonly whisper: boolean;
  readonly lightStacking: LightStacking;
  readonly players: PlayerView;
  readonly cadences: Cadences;
  /**
   * Game seconds beyond which a change of the clock is a long jump, processed as one summarised entry (a
   * calendar set years ahead); absent: `LONG_JUMP_SECONDS`.
   */
  readonly longJump?: number;
}

/** A week of game seconds: longer than any stretch a party plays through check by check. */
export const LONG_JUMP_SECONDS = 7 * 86_400;

export const DEFAULT_OPTIONS: SessionOptions = {
  dueChecks: "auto",
  whisper: true,
  lightStacking: "alongside",
  players: DEFAULT_PLAYER_VIEW,
  cadences: { busy: 0, normal: 0, safe: 0, perWatch: 0 },
  longJump: LONG_JUMP_SECONDS,
};
