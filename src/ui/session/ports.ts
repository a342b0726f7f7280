/**
 * What the timekeeping session needs from a host (Foundry, the sandbox, a test): a clock it does not own, a
 * place to keep its state, dice, a chat to post cards to, and the token lights and encounter tables where the
 * host has them. The session decides; the host only carries out.
 */
import type { CoreError, Preset, RollOutcome, SetAside, Timekeeper } from "../../core";
import type { Area } from "../map/areas";
import type { ChatCard } from "../chat/cards";
import type { LongJump, LongJumpChoice } from "../clock/jump";
import type { SessionEvent } from "./events";
import type { SessionOptions } from "./options";
import type { WorldState } from "./world-state";

/**
 * The world clock. Foundry's `game.time.worldTime` is the only clock: the session asks it to move and hears
 * back through `Session#sync`, whoever moved it.
 */
export interface TimeSource {
  now(): number;
  /** One request to move the clock (negative to move it back). The host calls `Session#sync` when it moves. */
  advance(seconds: number): Promise<void>;
}

/**
 * What a session task did to the time log, for a host that keeps the campaign record: the log it began from
 * and the entries it undid or joined away (`recordChange` in src/core/record/change.ts works out the rest).
 */
export interface RecordDelta {
  readonly before: Timekeeper;
  readonly removed: ReadonlySet<number>;
  /**
   * Set when the task only extended a stretch of clock ticks (src/ui/session/stretch.ts): the host may hold
   * the write back until this real time (ms, `realNow`'s clock), handing the held state back from `load`, and
   * write once for the stretch.
   */
  readonly holdUntil?: number;
  /**
   * Parts of the stored state the session could not read (issue 20), which this write leaves out: the host keeps
   * them (a quarantine) and tells the game master before it writes the state.
   */
  readonly setAside?: readonly SetAside[];
}

/** Where the session's state lives between reloads (a world setting in Foundry, localStorage in the sandbox). */
export interface StateStorage {
  /** The stored value, unparsed; undefined when nothing is stored yet. */
  load(): unknown;
  /**
   * One write of the state, with what changed in the campaign record (entries logged or changed, ids undone):
   * a host keeps the record beside the state (Foundry: the record journal, which also holds the log's entries
   * so the state setting stays small).
   */
  save(state: WorldState, record: RecordDelta): Promise<void>;
}

export interface ChatSink {
  post(card: ChatCard): Promise<void>;
}

/** A light source that went on or out for an owner (an actor or token id), for the host's token lights. */
export interface LightChange {
  readonly owner: string;
  /** The source now burning for the owner (the newest, if several), or null when none is left. */
  readonly source: string | null;
}

export interface LightSink {
  apply(changes: readonly LightChange[]): Promise<void>;
}

/** What an encounter table gave: text to show, and the table's roll if it rolled one. */
export interface EncounterDraw {
  readonly text: string;
  readonly table?: string;
  readonly roll?: RollOutcome;
}

/** Draws from the encounter table the area names (a RollTable in Foundry); null when there is none. */
export interface EncounterSource {
  draw(area: Area | null): Promise<EncounterDraw | null>;
}

/** Announces what happened, for other modules (Foundry hooks) or a page; optional. */
export interface SessionEvents {
  emit(...event: SessionEvent): void;
}

/** The announcements and their payloads, for hosts (src/foundry/setup/hooks.ts). */
export type { SessionEvent, SessionEventMap, SessionEventName } from "./events";

/**
 * The host's dice: a roll now (a seeded or library roller) or a promise of one (Foundry's `Roll`, which evaluates
 * dice asynchronously). The session hands the core a synchronous `DicePort` over either (see `RecordingDice`).
 */
export interface HostDice {
  roll(formula: string): RollOutcome | Promise<RollOutcome>;
}

export interface SessionPorts {
  readonly time: TimeSource;
  readonly storage: StateStorage;
  readonly dice: HostDice;
  readonly chat: ChatSink;
  /** The preset in force; read at every step, so a settings change takes effect at once. */
  readonly preset: () => Preset;
  /**
   * Why the preset the game master chose cannot be used, if it cannot (their own preset does not read): the
   * session then writes nothing, rather than set the state up for another preset.
   */
  readonly presetProblem?: () => CoreError | null;
  readonly options: () => SessionOptions;
  readonly lights?: LightSink;
  readonly encounters?: EncounterSource;
  readonly events?: SessionEvents;
  /** Real time in ms (`Date.now` in a host): small clock changes within a minute of it join one entry. */
  readonly realNow?: () => number;
  /**
   * Real time in ms the running clock counts by (issue 22), the same on every client that may write (Foundry:
   * the server's clock); `realNow` when absent.
   */
  readonly serverNow?: () => number;
  /**
   * What to roll of the encounter checks a long jump of the clock made due (src/ui/clock/long-jump.ts): the
   * host asks the GM. Without it none is rolled.
   */
  readonly askLongJump?: (jump: LongJump) => Promise<LongJumpChoice>;
}
