/** Turnkeeper's own hooks: their names, shared by the reading side and the writer. */
import type { SessionEventName } from "../../ui";

/** The hooks Turnkeeper calls, for other modules to listen to (see the README). */
export const HOOKS = {
  /** A check was rolled (encounter, reaction, morale, navigation, shelter, pushed mount). Active GM's client. */
  checkRolled: "turnkeeper.checkRolled",
  /** A check fell due and waits for the GM (checks prompt). Active GM's client. */
  checkDue: "turnkeeper.checkDue",
  /** An encounter check turned up an encounter. Active GM's client. */
  encounter: "turnkeeper.encounter",
  /** A light source was lit. Active GM's client. */
  lightLit: "turnkeeper.lightLit",
  /** A light source ran out (time or ticks). Active GM's client. */
  lightExpired: "turnkeeper.lightExpired",
  /** Timers and checks were brought up to a new world time. Active GM's client. */
  timeProcessed: "turnkeeper.timeProcessed",
  /** Time log entries were undone. Active GM's client. */
  undone: "turnkeeper.undone",
  /** The stored state changed. Every client. */
  stateChanged: "turnkeeper.stateChanged",
} as const satisfies Record<SessionEventName, `turnkeeper.${string}`>;
