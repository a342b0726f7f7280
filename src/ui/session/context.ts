/**
 * What every step of a session task reads and shares: the host's ports, the recording dice, the stretch of
 * joined clock ticks, and how an intent asks the clock to move (saved with the state, `asked`, so processing
 * the change it causes logs it with its reason).
 */
import { coreError, err, ok, type CoreError, type Preset, type Reason, type Result } from "../../core";
import type { SessionPorts } from "./ports";
import { RecordingDice, type Draft } from "./draft";
import type { PartyChange } from "./world-state";
import { cardAudience } from "./options";

/** A log reason's note, when there is one (an empty one is none). */
export const noted = (note: string | undefined) => (note ? { note } : {});

/** The stretch of joined clock ticks the newest log entry is (stretch.ts): its id, and when (real ms) it began. */
export interface Stretch {
  readonly entry: number;
  readonly began: number;
}

export class SessionContext {
  /** The host's ports, its clock read in whole seconds: the rules' time (the session keeps the exact one). */
  readonly ports: SessionPorts;
  readonly dice: RecordingDice;
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

  /**
   * A task failed or was refused: the rolls it made go with it, which would otherwise show up on the next
   * task's card. What it asked of the clock was never saved, or waits in the stored state for its change.
   */
  abandon() {
    this.dice.drop();
  }

  /** Who the cards of checks and travel go to: the GMs, or everyone where the setting and the player view allow. */
  audience(): "gm" | "all" {
    return cardAudience(this.ports.options(), !this.ports.options().whisper, true);
  }

  /** Who a card for everyone (a light lit or out) goes to: everyone, unless the player view hides its time. */
  everyone(): "gm" | "all" {
    return cardAudience(this.ports.options(), true, false);
  }

  /**
   * Asks for the clock to move `seconds` from `now`: saved with the state before the clock is asked (`asked`,
   * in place of any earlier ask, whose change never came), so whoever processes the change logs it with its
   * reason and changes the party with it.
   */
  ask(
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
    draft.set({ asked: { from: now, to: now + seconds, reason, party } });
    return ok(seconds);
  }
}
