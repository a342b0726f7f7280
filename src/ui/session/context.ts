/**
 * What every step of a session task reads and shares: the host's ports, the recording dice, and what the
 * intent being worked out asked of the clock (so processing the change it causes logs it with its reason).
 */
import { coreError, err, ok, type CoreError, type Preset, type Reason, type Result } from "../../core";
import type { SessionPorts } from "./ports";
import { RecordingDice, type Draft, type PartyChange } from "./draft";

/** A log reason's note, when there is one (an empty one is none). */
export const noted = (note: string | undefined) => (note ? { note } : {});

export interface Expected {
  readonly from: number;
  readonly to: number;
  readonly reason: Reason;
  /** What the intent already decided (cards, a navigation save...), saved with the time change in one write. */
  carry?: Draft;
  /** What the time does to the party (rest recovers fatigue, travel costs it), applied with the advance. */
  readonly party: PartyChange;
}

/** The stretch of joined clock ticks the newest log entry is (stretch.ts): its id, and when (real ms) it began. */
export interface Stretch {
  readonly entry: number;
  readonly began: number;
}

export class SessionContext {
  /** The host's ports, its clock read in whole seconds: the rules' time (the session keeps the exact one). */
  readonly ports: SessionPorts;
  readonly dice: RecordingDice;
  /** The clock change the last intent asked for, until it is processed. */
  expected: Expected | null = null;
  /** The log entry an undo that moves the clock back undoes through, once the clock has moved. */
  undoTarget: number | null = null;
  /** The stretch of joined clock ticks the newest entry may be (stretch.ts); this client's memory only. */
  stretch: Stretch | null = null;

  constructor(ports: SessionPorts) {
    const { time } = ports;
    this.ports = { ...ports, time: { now: () => Math.floor(time.now()), advance: (s) => time.advance(s) } };
    this.dice = new RecordingDice(ports.dice);
  }

  /** The preset in force; read at every step, so a settings change takes effect at once. */
  get preset(): Preset {
    return this.ports.preset();
  }

  /** Forgets what the last intent asked of the clock (it failed, or another task comes first). */
  forget() {
    this.expected = null;
    this.undoTarget = null;
  }

  /**
   * A task failed or was refused: what it asked of the clock goes with it, and so do the rolls it made, which
   * would otherwise show up on the next task's card.
   */
  abandon() {
    this.dice.drop();
    this.forget();
  }

  audience(): "gm" | "all" {
    return this.ports.options().whisper ? "gm" : "all";
  }

  /** Remembers why the clock is about to move, so processing the change logs it with its reason. */
  expect(
    draft: Draft,
    now: number,
    seconds: number,
    reason: Reason,
    party: PartyChange = { fatigue: 0 },
  ): Result<number, CoreError> {
    if (!Number.isSafeInteger(seconds) || seconds < 0)
      return err(coreError("time.badTime", { time: seconds }));
    if (seconds === 0) return ok(0);
    if (draft.keeper.state.time !== now) {
      // The state lags the clock (a change not yet processed): catch up first is the host's job; refuse.
      return err(coreError("session.behind", { state: draft.keeper.state.time, now }));
    }
    this.expected = { from: now, to: now + seconds, reason, party };
    return ok(seconds);
  }
}
