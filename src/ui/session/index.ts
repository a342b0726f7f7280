/** The timekeeping session (session.ts) and the helpers hosts and tests read from it. */
export { RecordingDice } from "./draft";
export { StoredState } from "./stored";
export { HeldWrites, type RealClock } from "./held-writes";
export { STRETCH_MS } from "./stretch";
export { LONG_JUMP_TEMPLATE, longJumpDialog, type LongJumpView } from "../clock/long-jump-dialog";
export { LONG_JUMP_CHOICES, type CountedReminder, type LongJump, type LongJumpChoice } from "../clock/jump";
export { createSession, Session, type IntentResult, type SyncResult } from "./session";
export { CARDS_PER_ADVANCE } from "./time-change";
export { fightTime, type CombatTime } from "./fight-time";
