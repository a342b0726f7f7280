/**
 * A minimal in-memory host for the session: a clock that calls `sync` when it moves (as Foundry's
 * `updateWorldTime` hook does), storage that keeps JSON (as a world setting does), and a chat that keeps
 * cards. Counts every write so tests can assert them.
 */
import {
  BUILT_IN_PRESETS,
  scriptedRoller,
  seededRoller,
  applyRecordChange,
  emptyRecord,
  type BuiltInPresetId,
  type CampaignRecord,
  type DicePort,
  type Preset,
  type RecordChange,
} from "../../../src/core";
import {
  createSession,
  DEFAULT_OPTIONS,
  resolveView,
  type ChatCard,
  type CombatTime,
  type EncounterDraw,
  type LightChange,
  type RecordDelta,
  type SessionOptions,
  type SessionPorts,
  type WorldState,
} from "../../../src/ui";

import { recordChange } from "../../../src/core/record/change";
import { strictI18n } from "../../fakes/foundry";

export { strictI18n };

export interface HostOptions {
  preset?: BuiltInPresetId | Preset;
  options?: Partial<SessionOptions>;
  /** Die faces in order (scripted), or a seed. */
  faces?: number[];
  seed?: number;
  /** Dice of the test's own making (say, faces by formula), instead of `faces` or `seed`. */
  dice?: DicePort;
  draw?: EncounterDraw | null;
  time?: number;
  /** What the storage holds at the start (a reload, or data from another version). */
  stored?: unknown;
  /** Optional ports of the test's own (real time, the long-jump question, a preset that cannot be used). */
  ports?: Pick<SessionPorts, "realNow" | "serverNow" | "askLongJump" | "presetProblem">;
}

/** The test's dice, or scripted faces, or a seeded roller. */
const hostDice = (opts: HostOptions): DicePort =>
  opts.dice ?? (opts.faces ? scriptedRoller(opts.faces) : seededRoller(opts.seed ?? 7));

/** A task to run once when `fire` is next called (a move from elsewhere that lands before an advance). */
function once() {
  let task: (() => void) | null = null;
  return {
    set: (run: () => void) => void (task = run),
    fire() {
      const run = task;
      task = null;
      run?.();
    },
  };
}

/** What a save changed in the campaign record, as a host that keeps the record works it out. */
const recordChangeOf = (state: WorldState, delta: RecordDelta): RecordChange =>
  recordChange(delta.before, state.keeper, delta.removed, state.area?.name, state.party.name);

export function makeHost(opts: HostOptions = {}) {
  let time = opts.time ?? 0;
  let stored: unknown = opts.stored;
  const saves: WorldState[] = [];
  /** What each save said beside the state (the record's change, parts of the stored state set aside). */
  const deltas: RecordDelta[] = [];
  /** The campaign record the saves carry, as a host keeps it (the record journal, the sandbox's store). */
  let record: CampaignRecord = emptyRecord();
  const recordChanges: RecordChange[] = [];
  const cards: ChatCard[] = [];
  const advances: number[] = [];
  const lights: LightChange[][] = [];
  const events: { name: string; payload: unknown }[] = [];
  /** Why processing a move of the clock failed, each time it did (a host tells the GM; this one keeps them). */
  const failures: unknown[] = [];
  let preset: Preset =
    typeof opts.preset === "object" ? opts.preset : BUILT_IN_PRESETS[opts.preset ?? "four-watches"];
  let options: SessionOptions = { ...DEFAULT_OPTIONS, ...opts.options };
  const beforeAdvance = once();
  const session = createSession({
    time: {
      now: () => time,
      advance: async (seconds) => {
        advances.push(seconds);
        beforeAdvance.fire();
        time += seconds;
        session.sync(time).catch((error: unknown) => void failures.push(error));
      },
    },
    storage: {
      load: () => stored,
      save: async (state, delta) => {
        saves.push(state);
        deltas.push(delta);
        const change = recordChangeOf(state, delta);
        recordChanges.push(change);
        record = applyRecordChange(record, change);
        stored = JSON.parse(JSON.stringify(state));
      },
    },
    dice: hostDice(opts),
    chat: { post: async (c) => void cards.push(c) },
    preset: () => preset,
    options: () => options,
    lights: { apply: async (c) => void lights.push([...c]) },
    encounters: { draw: async () => opts.draw ?? null },
    events: { emit: (name, payload) => void events.push({ name, payload }) },
    ...opts.ports,
  });
  return {
    session,
    saves,
    deltas,
    recordChanges,
    get record() {
      return record;
    },
    cards,
    advances,
    lights,
    events,
    failures,
    get time() {
      return time;
    },
    /** Runs a task once, as the session's next advance reaches the clock and before it moves it. */
    beforeNextAdvance: beforeAdvance.set,
    /**
     * Moves the world clock from elsewhere (another module, the core calendar; a combat, saying which); not
     * `heard`: nobody syncs (a writer gone before it heard), a later `sync` processes it.
     */
    async moveClock(seconds: number, combat?: CombatTime, heard = true) {
      time += seconds;
      if (heard) await session.sync(time, combat);
    },
    setPreset: (p: Preset) => void (preset = p),
    setOptions: (o: Partial<SessionOptions>) => void (options = { ...options, ...o }),
    options: () => options,
    get stored() {
      return stored;
    },
    /** Every card's text, resolved with the strict localizer (fails on a missing key). */
    texts(from = 0) {
      return cards.slice(from).map((c) => resolveView(c.view, { i18n: strictI18n, scale: preset.time }));
    },
  };
}
