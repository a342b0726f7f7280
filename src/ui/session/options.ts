/** The game master's choices that change how the session behaves (Foundry settings; the sandbox's own). */

export const DUE_CHECK_MODES = ["auto", "prompt"] as const;
export type DueCheckMode = (typeof DUE_CHECK_MODES)[number];

/** A new light while one burns: it burns alongside, or it replaces the old one (the tables argue). */
export const LIGHT_STACKING = ["alongside", "replace"] as const;
export type LightStacking = (typeof LIGHT_STACKING)[number];

/** How players see their own lights' time: exactly, roughly ("about 2 turns"), or not at all. */
export const PLAYER_LIGHT_DETAIL = ["exact", "fuzzy", "hidden"] as const;
export type PlayerLightDetail = (typeof PLAYER_LIGHT_DETAIL)[number];

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
  readonly playerLights: PlayerLightDetail;
  /** Players see lights, the next check and the area's danger; otherwise only the clock reading. */
  readonly playerDetails: boolean;
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
  playerLights: "fuzzy",
  playerDetails: true,
  cadences: { busy: 0, normal: 0, safe: 0, perWatch: 0 },
  longJump: LONG_JUMP_SECONDS,
};
