/**
 * The timekeeping session: the one place where a game master's intents (advance a turn, search a room, check
 * for encounters, light a torch, travel a hex, camp, undo) become core calls, and where a change of world
 * time, whoever made it, drives the timers, lights and due checks. Foundry and the sandbox are thin hosts
 * around it: they supply the ports and call `sync` whenever the world time moves.
 *
 * Only one client may run a session that writes (in Foundry, the active GM's). Processing is keyed on the
 * world-time transition: the stored timekeeper remembers the time it was last brought up to, so a second
 * call for the same time does nothing, and a client that starts late catches up from there.
 *
 * Every task runs in order through one queue, and each ends in at most one state write.
 */
import {
  apply,
  logEntries,
  type Season,
  checkMorale,
  coreError,
  crossingSeconds,
  DAY_SECONDS,
  err,
  findUnit,
  fixedSeconds,
  hexCost,
  lightTimer,
  mealChecks,
  navigate,
  nextAfter,
  nightWithoutShelter,
  occurrences,
  ok,
  parseDuration,
  placeMonster,
  planAction,
  recordResults,
  restRecovery,
  rewindTo,
  rollDuration,
  rollDungeonCheck,
  rollEncounterCheck,
  rollPushedMount,
  rollReaction,
  searchSeconds,
  seekShelter,
  travelFatigue,
  undoThrough,
  boundariesFor,
  type CheckResult,
  type CoreError,
  type DicePort,
  type EncounterCheckResult,
  type LogEntry,
  type Preset,
  type Reason,
  type RecurringCheck,
  type Result,
  type RollOutcome,
  type TimeEvent,
  type Timekeeper,
  type Timer,
  type TimerCommand,
  type TimerState,
} from "../core";
import { areaDangerOf, dungeonArea, encounterCheckFor, ENCOUNTER_CHECK_ID, type Area } from "./areas";
import { card, line, type ChatCard, type Tone } from "./cards";
import type { Intent } from "./intents";
import type { LightChange, SessionEventName, SessionPorts } from "./ports";
import { duration, label, t, type Text } from "./text";
import { attitudeText, effectTypeText, reasonText, seasonText, terrainText } from "./words";
import { createWorldState, loadWorldState, type PendingCheck, type WorldState } from "./world-state";

/** More due checks than this in one advance are rolled but reported on one summary card. */
export const CARDS_PER_ADVANCE = 6;

export interface IntentResult {
  /** Seconds the world clock was asked to move (0 when the intent takes no time). */
  readonly seconds: number;
  /** Chat cards posted for it (before the time change, if any, is processed). */
  readonly cards: number;
}

export interface SyncResult {
  readonly from: number;
  readonly to: number;
  /** Whether anything was written. */
  readonly wrote: boolean;
}

interface Expected {
  readonly from: number;
  readonly to: number;
  readonly reason: Reason;
  /** What the intent already decided (cards, a navigation save...), saved with the time change in one write. */
  carry?: Draft;
  /** Fatigue slots the time changes (rest recovers, travel costs), applied with the advance. */
  readonly fatigue: number;
  readonly fatigueProgress: number;
}

/** Records every roll made through it, so a card carries exactly the dice it was decided by. */
class RecordingDice implements DicePort {
  private rolls: RollOutcome[] = [];
  constructor(private readonly dice: DicePort) {}
  roll(formula: string): RollOutcome {
    const outcome = this.dice.roll(formula);
    this.rolls.push(outcome);
    return outcome;
  }
  take(): RollOutcome[] {
    const taken = this.rolls;
    this.rolls = [];
    return taken;
  }
}

/** One task's work in progress: the state as it changes, and what to post and announce once it is saved. */
class Draft {
  readonly cards: ChatCard[] = [];
  readonly events: { name: SessionEventName; payload: unknown }[] = [];
  private changed = false;

  constructor(
    public ws: WorldState,
    /** Which owners had a light burning before this task, to tell the host what changed. */
    readonly before: ReadonlyMap<string, string> = burning(ws.keeper.state),
  ) {}

  get keeper(): Timekeeper {
    return this.ws.keeper;
  }
  set(ws: WorldState) {
    this.ws = ws;
    this.changed = true;
  }
  get dirty(): boolean {
    return this.changed;
  }
  /** Applies a timer command through the time log; returns its events. */
  apply(command: TimerCommand, reason: Reason): Result<readonly TimeEvent[], CoreError> {
    const applied = apply(this.ws.keeper, command, reason);
    if (!applied.ok) return applied;
    if (applied.value.state !== this.ws.keeper) this.set({ ...this.ws, keeper: applied.value.state });
    return ok(applied.value.events);
  }
  lastEntry(): LogEntry | undefined {
    return lastEntry(this.ws.keeper);
  }
  emit(name: SessionEventName, payload: unknown) {
    this.events.push({ name, payload });
  }
}

const HOUR = 3600;

export class Session {
  private queue: Promise<unknown> = Promise.resolve();
  private expected: Expected | null = null;
  private undoTarget: number | null = null;
  private readonly dice: RecordingDice;

  constructor(private readonly ports: SessionPorts) {
    this.dice = new RecordingDice(ports.dice);
  }

  /** The stored state, or a fresh one at the clock's time when nothing (or nothing readable) is stored. */
  state(): WorldState {
    const loaded = this.load();
    return loaded.ok ? loaded.value : createWorldState(this.ports.time.now(), this.ports.preset());
  }

  /** Why the stored state could not be read, if it could not (shown to the GM; the session starts afresh). */
  storageError(): CoreError | null {
    const loaded = this.load();
    return loaded.ok || loaded.error.code === "session.noState" ? null : loaded.error;
  }

  /** Resolves when every queued task has finished. */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  /** Brings the state up to the world time (the host calls this whenever the clock moves, and at start-up). */
  sync(worldTime: number = this.ports.time.now()): Promise<SyncResult> {
    return this.enqueue(() => this.processTo(worldTime));
  }

  /** Carries out a game master's intent. */
  perform(intent: Intent): Promise<Result<IntentResult, CoreError>> {
    return this.enqueue(() => this.run(intent));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task);
    this.queue = next.catch((error: unknown) => console.error("turnkeeper | session task failed", error));
    return next;
  }

  /** The last stored value read and what it parsed to: a host hands back the same object until it changes. */
  private cache: { raw: unknown; loaded: Result<WorldState, CoreError> } | null = null;

  private load(): Result<WorldState, CoreError> {
    const raw = this.ports.storage.load();
    if (raw === undefined || raw === null) return err(coreError("session.noState"));
    if (this.cache?.raw !== raw) this.cache = { raw, loaded: loadWorldState(raw) };
    return this.cache.loaded;
  }

  private get preset(): Preset {
    return this.ports.preset();
  }

  // ---------------------------------------------------------------- processing time

  private async processTo(worldTime: number): Promise<SyncResult> {
    const loaded = this.load();
    // Stored state this session cannot read (say, from a newer Turnkeeper) is never overwritten.
    if (!loaded.ok && this.storageError()) return { from: worldTime, to: worldTime, wrote: false };
    const pending = this.expected;
    // The change an intent asked for: from where the stored state is (or the intent's fresh state) to here.
    const expected =
      pending &&
      pending.to === worldTime &&
      (loaded.ok ? loaded.value.keeper.state.time : pending.from) === pending.from
        ? pending
        : null;
    const stored = loaded.ok
      ? loaded.value
      : (expected?.carry?.ws ?? createWorldState(worldTime, this.preset));
    const from = stored.keeper.state.time;
    if (worldTime !== from) this.expected = null;
    const draft = expected?.carry ?? new Draft(stored);
    if (!loaded.ok) draft.set(draft.ws);
    this.reconcile(draft);
    if (worldTime > from) await this.forward(draft, worldTime, expected);
    else if (worldTime < from) this.backward(draft, worldTime);
    if (worldTime !== from) draft.emit("timeProcessed", { from, to: worldTime });
    const wrote = await this.finish(draft);
    return { from, to: worldTime, wrote };
  }

  private async forward(draft: Draft, to: number, expected: Expected | null): Promise<void> {
    const events = draft.apply({ type: "advance", to }, expected?.reason ?? { kind: "sync" });
    if (!events.ok) return;
    const entry = draft.lastEntry()?.id ?? 0;
    if (expected && (expected.fatigue !== 0 || expected.fatigueProgress !== draft.ws.fatigueProgress)) {
      this.changeFatigue(draft, entry, expected.fatigue, to, expected.fatigueProgress);
    }
    const results: CheckResult[] = [];
    const checks = occurrences(events.value).filter((e) => e.type === "checkDue");
    const batch = checks.filter((e) => e.type === "checkDue" && e.check === ENCOUNTER_CHECK_ID).length;
    const summary: { found: CheckSummary[]; quiet: number } = { found: [], quiet: 0 };
    for (const event of occurrences(events.value)) {
      if (event.type === "timerEnded") this.lightOut(draft, event.timer, event.at, event.cause);
      else if (event.type === "checkDue") {
        if (event.check !== ENCOUNTER_CHECK_ID) {
          this.notice(draft, event.label, event.at);
          results.push({ check: event.check, outcome: "due" });
        } else if (this.ports.options().dueChecks === "prompt") {
          this.pend(draft, event, entry);
          results.push({ check: event.check, outcome: "pending" });
        } else {
          const rolled = await this.rollEncounter(draft, event.at, false, batch <= CARDS_PER_ADVANCE);
          results.push({ check: event.check, total: rolled.total, outcome: rolled.effect.type });
          if (batch > CARDS_PER_ADVANCE) {
            if (rolled.effect.type === "nothing") summary.quiet++;
            else summary.found.push({ at: event.at, effect: rolled.effect.type });
          }
        }
      }
    }
    if (batch > CARDS_PER_ADVANCE) this.summaryCard(draft, batch, summary, to);
    if (results.length > 0 && entry > 0) {
      const recorded = recordResults(draft.keeper, entry, results);
      if (recorded.ok) draft.set({ ...draft.ws, keeper: recorded.value });
    }
  }

  private backward(draft: Draft, to: number): void {
    const rewound = rewindTo(draft.keeper, to);
    if (!rewound.ok) return;
    let keeper = rewound.value.state;
    const undone: LogEntry[] = [...rewound.value.undone];
    const target = this.undoTarget;
    this.undoTarget = null;
    if (target !== null && logEntries(keeper).some((e) => e.id === target)) {
      const more = undoThrough(keeper, target);
      if (more.ok) {
        keeper = more.value.state;
        undone.push(...more.value.undone);
      }
    }
    draft.set({ ...draft.ws, keeper });
    this.revert(draft, undone);
  }

  /** Puts back what the session changed beside the timekeeper for undone entries, and says what was undone. */
  private revert(draft: Draft, undone: readonly LogEntry[]): void {
    if (undone.length === 0) return;
    const ids = new Set(undone.map((e) => e.id));
    const fatigue = draft.ws.effects.filter((e) => ids.has(e.entry)).reduce((sum, e) => sum + e.fatigue, 0);
    draft.set({
      ...draft.ws,
      fatigue: Math.max(0, draft.ws.fatigue - fatigue),
      effects: draft.ws.effects.filter((e) => !ids.has(e.entry)),
      pending: draft.ws.pending.filter((p) => !ids.has(p.entry)),
    });
    const oldest = undone.reduce((a, b) => (a.id < b.id ? a : b));
    draft.cards.push(
      card({
        kind: "undo",
        audience: "gm",
        at: draft.keeper.state.time,
        title: t("TURNKEEPER.Card.Undo.title"),
        lines: [
          line(
            t("TURNKEEPER.Card.Undo.entries", {
              count: undone.length,
              what: reasonText(this.preset, oldest.reason),
            }),
          ),
        ],
      }),
    );
    draft.emit("undone", { entries: undone.map((e) => e.id), time: draft.keeper.state.time });
  }

  /** Saves once (if anything changed), then posts cards, updates token lights and announces. */
  private async finish(draft: Draft): Promise<boolean> {
    if (!draft.dirty && draft.cards.length === 0 && draft.events.length === 0) return false;
    if (draft.dirty) await this.ports.storage.save(draft.ws);
    for (const c of draft.cards) await this.ports.chat.post(c);
    const changes = lightChanges(draft.before, burning(draft.ws.keeper.state));
    if (changes.length > 0 && this.ports.lights) await this.ports.lights.apply(changes);
    for (const e of draft.events) this.ports.events?.emit(e.name, e.payload);
    if (draft.dirty) this.ports.events?.emit("stateChanged", { time: draft.keeper.state.time });
    return draft.dirty;
  }

  /**
   * Keeps the recurring checks and announced units in step with the preset, the area and the cadences:
   * boundaries when the preset changes, the area's encounter check, and meal reminders where the preset has
   * meals. Each change is one logged entry, so undo can restore it.
   */
  private reconcile(draft: Draft): void {
    const preset = this.preset;
    const reason: Reason = { kind: "setup" };
    if (draft.ws.presetId !== preset.id) {
      draft.apply({ type: "setBoundaries", boundaries: boundariesFor(preset.time) }, reason);
      draft.set({ ...draft.ws, presetId: preset.id });
    }
    const wanted: RecurringCheck[] = [];
    if (draft.ws.area) {
      const check = encounterCheckFor(preset, draft.ws.area, this.ports.options().cadences);
      if (check.ok) wanted.push(check.value);
    }
    if (preset.actions.meals) {
      const existing = draft.keeper.state.checks.find((c) => c.id === "meal");
      const meals = mealChecks(
        preset.actions.meals,
        preset.time,
        existing?.anchor ?? draft.keeper.state.time,
      );
      if (meals.ok) wanted.push(...meals.value);
    }
    const current = draft.keeper.state.checks;
    for (const check of current) {
      if (!wanted.some((w) => w.id === check.id)) draft.apply({ type: "removeCheck", id: check.id }, reason);
    }
    for (const check of wanted) {
      const had = current.find((c) => c.id === check.id);
      if (!had) draft.apply({ type: "addCheck", check }, reason);
      else if (!sameCheck(had, check)) {
        const { id: _id, ...changes } = check;
        draft.apply({ type: "updateCheck", id: check.id, changes }, reason);
      }
    }
  }

  // ---------------------------------------------------------------- intents

  private async run(intent: Intent): Promise<Result<IntentResult, CoreError>> {
    const loaded = this.load();
    const unreadable = loaded.ok ? null : this.storageError();
    if (unreadable) return err(unreadable);
    const draft = new Draft(loaded.ok ? loaded.value : createWorldState(this.ports.time.now(), this.preset));
    if (!loaded.ok) draft.set(draft.ws);
    this.reconcile(draft);
    this.expected = null;
    this.undoTarget = null;
    // A clock change not processed yet (it normally is, in order, before this): catch up first, in this write.
    const now = this.ports.time.now();
    if (now > draft.keeper.state.time) await this.forward(draft, now, null);
    else if (now < draft.keeper.state.time) this.backward(draft, now);
    const planned = await this.plan(draft, intent);
    if (!planned.ok) {
      this.dice.take();
      this.expected = null;
      this.undoTarget = null;
      return planned;
    }
    const cards = draft.cards.length;
    const seconds = planned.value;
    if (seconds === 0) {
      await this.finish(draft);
      return ok({ seconds, cards });
    }
    // What the intent decided is saved together with the time change it asks for: one write.
    const expected = this.expected as Expected | null; // set by plan()
    if (expected) expected.carry = draft;
    else if (draft.dirty) await this.finish(draft);
    try {
      await this.ports.time.advance(seconds);
    } catch (error) {
      this.expected = null;
      this.undoTarget = null;
      throw error;
    }
    return ok({ seconds, cards });
  }

  /** Works an intent out on the draft; returns the seconds the clock must move afterwards. */
  private async plan(draft: Draft, intent: Intent): Promise<Result<number, CoreError>> {
    const preset = this.preset;
    const now = this.ports.time.now();
    switch (intent.type) {
      case "advance": {
        const seconds = this.durationOf(intent.by);
        if (!seconds.ok) return seconds;
        return this.expect(draft, now, seconds.value.seconds, {
          kind: "advance",
          ...(intent.note ? { note: intent.note } : {}),
          ...(seconds.value.rolls.length > 0 ? { rolls: seconds.value.rolls } : {}),
        });
      }
      case "advanceUnit": {
        const unit = findUnit(preset.time, intent.unit);
        if (!unit) return err(coreError("time.unknownUnit", { unit: intent.unit }));
        const seconds = unit.seconds * (intent.count ?? 1);
        return this.expect(draft, now, seconds, {
          kind: unit.id,
          ...(intent.note ? { note: intent.note } : {}),
        });
      }
      case "action": {
        const plan = planAction(
          preset.actions,
          preset.time,
          {
            action: intent.action,
            ...(intent.attempts ? { attempts: intent.attempts } : {}),
            ...(intent.squareFeet ? { squareFeet: intent.squareFeet } : {}),
          },
          this.dice,
        );
        this.dice.take();
        if (!plan.ok) return plan;
        const reason: Reason = {
          kind: plan.value.action,
          ...(intent.note ? { note: intent.note } : {}),
          ...(plan.value.rolls.length > 0 ? { rolls: [...plan.value.rolls] } : {}),
        };
        if (plan.value.loud) await this.loudCheck(draft, now);
        return this.expect(draft, now, plan.value.seconds, reason);
      }
      case "rest":
        return this.rest(draft, now, intent.note);
      case "camp":
        return this.camp(draft, now, intent);
      case "travelHex":
        return this.travelHex(draft, now, intent);
      case "checkEncounter": {
        if (intent.loud) {
          await this.loudCheck(draft, now, true);
          return ok(0);
        }
        await this.rollEncounter(draft, now, false, true);
        return ok(0);
      }
      case "rollDue":
      case "dismissDue": {
        const chosen = draft.ws.pending.filter((p) => intent.id === undefined || p.id === intent.id);
        if (chosen.length === 0) return err(coreError("session.nothingDue"));
        draft.set({ ...draft.ws, pending: draft.ws.pending.filter((p) => !chosen.includes(p)) });
        if (intent.type === "rollDue") {
          for (const p of chosen) {
            const rolled = await this.rollEncounter(draft, p.at, false, true);
            const recorded = recordResults(draft.keeper, p.entry, [
              { check: p.check, total: rolled.total, outcome: rolled.effect.type },
            ]);
            if (recorded.ok) draft.set({ ...draft.ws, keeper: recorded.value });
          }
        }
        return ok(0);
      }
      case "light":
        return this.light(draft, intent.owner, intent.ownerName, intent.source);
      case "extinguish": {
        const timer = draft.keeper.state.timers.find((x) => x.id === intent.timer);
        if (!timer) return err(coreError("timer.unknownTimer", { id: intent.timer }));
        const ended = draft.apply({ type: "endTimer", id: timer.id }, { kind: "extinguish" });
        if (!ended.ok) return ended;
        this.lightOut(draft, timer, now, "ended");
        return ok(0);
      }
      case "refuel": {
        const refuelled = draft.apply({ type: "refuelTimer", id: intent.timer }, { kind: "refuel" });
        return refuelled.ok ? ok(0) : refuelled;
      }
      case "reaction":
        this.reaction(draft, now, intent.modifier ?? 0, intent.name);
        return ok(0);
      case "morale":
        return this.morale(draft, now, intent.score, intent.modifier ?? 0, intent.name);
      case "navigation":
        return this.navigation(draft, now, intent.score, intent.advantage, intent.disadvantage);
      case "shelter": {
        const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
        return this.shelter(draft, now, terrain, intent.season, intent.members ?? []);
      }
      case "pushedMount":
        return this.pushedMount(draft, now, intent.mount, intent.hd ?? 1, intent.pushedDays ?? 0);
      case "setArea":
        draft.set({ ...draft.ws, area: intent.area });
        this.reconcile(draft);
        return ok(0);
      case "undo":
        return this.undo(draft, now, intent.entry);
    }
  }

  private durationOf(by: string | number): Result<{ seconds: number; rolls: RollOutcome[] }, CoreError> {
    if (typeof by === "number") return ok({ seconds: by, rolls: [] });
    const parsed = parseDuration(by, this.preset.time, { defaultUnit: this.preset.time.modes.dungeon });
    if (!parsed.ok) return parsed;
    const fixed = fixedSeconds(parsed.value);
    if (fixed !== undefined) return ok({ seconds: fixed, rolls: [] });
    const rolled = rollDuration(parsed.value, this.dice);
    this.dice.take();
    return ok({ seconds: rolled.seconds, rolls: [...rolled.rolls] });
  }

  /** Remembers why the clock is about to move, so processing the change logs it with its reason. */
  private expect(
    draft: Draft,
    now: number,
    seconds: number,
    reason: Reason,
    fatigue = 0,
    fatigueProgress = draft.ws.fatigueProgress,
  ): Result<number, CoreError> {
    if (!Number.isSafeInteger(seconds) || seconds < 0)
      return err(coreError("time.badTime", { time: seconds }));
    if (seconds === 0) return ok(0);
    if (draft.keeper.state.time !== now) {
      // The state lags the clock (a change not yet processed): catch up first is the host's job; refuse.
      return err(coreError("session.behind", { state: draft.keeper.state.time, now }));
    }
    this.expected = { from: now, to: now + seconds, reason, fatigue, fatigueProgress };
    return ok(seconds);
  }

  private rest(draft: Draft, now: number, note?: string): Result<number, CoreError> {
    const preset = this.preset;
    const rest = preset.actions.actions.find((a) => a.id === "shortRest");
    const reasonNote = note ? { note } : {};
    if (rest) {
      const plan = planAction(preset.actions, preset.time, { action: rest.id }, this.dice);
      this.dice.take();
      if (!plan.ok) return plan;
      return this.expect(draft, now, plan.value.seconds, { kind: rest.id, ...reasonNote });
    }
    // No rest action in the preset: an hour's rest, which recovers fatigue where the rules have it (R001-20).
    const travel = preset.wilderness.travel;
    const recovered =
      travel.kind === "hoursPerHex" ? Math.min(draft.ws.fatigue, restRecovery(travel, HOUR)) : 0;
    return this.expect(draft, now, HOUR, { kind: "rest", ...reasonNote }, -recovered);
  }

  private camp(
    draft: Draft,
    now: number,
    intent: Extract<Intent, { type: "camp" }>,
  ): Result<number, CoreError> {
    const preset = this.preset;
    const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
    if (preset.wilderness.shelter && !intent.tents && intent.season && terrain !== "") {
      const sheltered = this.shelter(draft, now, terrain, intent.season, intent.members ?? []);
      if (!sheltered.ok) return sheltered;
    }
    // Camp and rest until the next day begins.
    const next = nextAfter({ every: DAY_SECONDS, anchor: preset.time.dayStart }, now);
    const seconds = next - now;
    const travel = preset.wilderness.travel;
    const recovered =
      travel.kind === "hoursPerHex" ? Math.min(draft.ws.fatigue, restRecovery(travel, seconds)) : 0;
    return this.expect(
      draft,
      now,
      seconds,
      { kind: "camp", ...(terrain ? { note: terrain } : {}) },
      -recovered,
      0,
    );
  }

  private travelHex(
    draft: Draft,
    now: number,
    intent: Extract<Intent, { type: "travelHex" }>,
  ): Result<number, CoreError> {
    const { wilderness } = this.preset;
    const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
    const travel = wilderness.travel;
    let seconds: number;
    let fatigue = 0;
    let progress = draft.ws.fatigueProgress;
    if (travel.kind === "hexesPerWatch") {
      const cost = hexCost(travel, terrain, intent.road ?? false);
      if (!cost.ok) return cost;
      const pace = travel.methods[intent.method ?? "foot"];
      seconds = Math.round((wilderness.day.watchSeconds * cost.value) / pace);
      if (intent.search) seconds += travel.exploreWatches * wilderness.day.watchSeconds;
    } else {
      const inclement = intent.inclement ?? false;
      const crossing = crossingSeconds(travel, terrain, { road: intent.road ?? false, inclement });
      if (!crossing.ok) return crossing;
      seconds = Math.round(crossing.value);
      if (intent.search) {
        const search = searchSeconds(travel, terrain, inclement);
        if (!search.ok) return search;
        seconds += Math.round(search.value);
      }
      const owed = progress + travelFatigue(travel, seconds, inclement);
      fatigue = Math.floor(owed + 1e-9);
      progress = owed - fatigue;
    }
    const lines: { text: Text; tone: Tone }[] = [];
    const watchStart =
      now -
      ((((now - this.preset.time.dayStart) % wilderness.day.watchSeconds) + wilderness.day.watchSeconds) %
        wilderness.day.watchSeconds);
    if (
      intent.navigator &&
      !intent.guided &&
      wilderness.navigation &&
      draft.ws.navigatedWatch !== watchStart
    ) {
      const { score, advantage = false, disadvantage = false } = intent.navigator;
      const nav = navigate(
        wilderness,
        { score, map: false, landmarkInSight: false, advantage, disadvantage },
        this.dice,
      );
      draft.set({ ...draft.ws, navigatedWatch: watchStart });
      lines.push(...navigationLines(nav));
    }
    const rolls = this.dice.take();
    draft.cards.push(
      card({
        kind: "navigation",
        audience: this.audience(),
        at: now,
        ...areaName(draft.ws.area),
        title: t("TURNKEEPER.Card.Travel.title", { terrain: terrainText(terrain) }),
        lines: [line(t("TURNKEEPER.Card.Travel.time", { time: duration(seconds) })), ...lines],
        rolls,
        tone: lines.some((l) => l.tone === "danger") ? "warning" : "neutral",
      }),
    );
    return this.expect(
      draft,
      now,
      seconds,
      { kind: "travel", ...(terrain ? { note: terrain } : {}) },
      fatigue,
      progress,
    );
  }

  private undo(draft: Draft, now: number, entryId?: number): Result<number, CoreError> {
    const entry =
      entryId === undefined
        ? lastEntry(draft.keeper)
        : logEntries(draft.keeper).find((e) => e.id === entryId);
    if (!entry)
      return err(
        coreError(entryId === undefined ? "timer.nothingToUndo" : "timer.unknownEntry", {
          entry: entryId ?? 0,
        }),
      );
    if (entry.from < now) {
      // Time must run back: the clock moves, and processing that change rewinds the log (and this entry).
      this.undoTarget = entry.id;
      return ok(entry.from - now);
    }
    const undone = undoThrough(draft.keeper, entry.id);
    if (!undone.ok) return undone;
    draft.set({ ...draft.ws, keeper: undone.value.state });
    this.revert(draft, undone.value.undone);
    return ok(0);
  }

  // ---------------------------------------------------------------- checks and rolls

  private audience(): "gm" | "all" {
    return this.ports.options().whisper ? "gm" : "all";
  }

  /** The loud action's extra check, where the rules call for one (R001-08, R001-09). */
  private async loudCheck(draft: Draft, at: number, forced = false): Promise<void> {
    if (!forced && !this.preset.dungeon.encounters.loudCheck) return;
    await this.rollEncounter(draft, at, true, true);
  }

  /** Rolls one encounter check for the area in force and acts on its effect. */
  private async rollEncounter(
    draft: Draft,
    at: number,
    loud: boolean,
    postCard: boolean,
  ): Promise<EncounterCheckResult> {
    const preset = this.preset;
    const area = draft.ws.area;
    const wilderness = area?.type === "wilderness";
    let result: EncounterCheckResult;
    let windowLine: Text | null = null;
    if (wilderness) {
      result = rollEncounterCheck(preset.wilderness.encounters.check, this.dice, areaDangerOf(preset, area));
      const window = preset.wilderness.encounters.window;
      if (window && result.effect.type !== "nothing") {
        const placed = this.dice.roll(window.formula).total;
        windowLine = t("TURNKEEPER.Card.Encounter.window", {
          window: placed,
          after: duration((placed - 1) * window.seconds),
        });
      }
    } else {
      const dungeon = area ? dungeonArea(preset, area, this.ports.options().cadences) : "normal";
      const rolled = rollDungeonCheck(preset.dungeon, dungeon, this.dice);
      result = rolled.ok ? rolled.value : { roll: 0, total: 0, effect: { type: "nothing" } };
    }
    const checkRolls = this.dice.take();
    const lines: { text: Text; tone: Tone }[] = [
      line(effectText(result, preset), toneOf(result.effect.type)),
    ];
    if (windowLine) lines.push(line(windowLine));
    let draw: { text: string; table: string } | null = null;
    const extraRolls: RollOutcome[] = [];
    switch (result.effect.type) {
      case "encounter": {
        const drawn = this.ports.encounters ? await this.ports.encounters.draw(area) : null;
        if (drawn) {
          draw = { text: drawn.text, table: drawn.table ?? "" };
          if (drawn.roll) extraRolls.push(drawn.roll);
        }
        if (!wilderness) {
          const place = placeMonster(preset.dungeon, area?.where ?? "hall", this.dice);
          if (place?.where === "room") lines.push(line(t("TURNKEEPER.Card.Encounter.entersRoom")));
          else if (place?.where === "hall")
            lines.push(line(t("TURNKEEPER.Card.Encounter.inHall", { feet: place.feet }), "warning"));
        }
        const reaction = rollReaction(preset.social, 0, this.dice);
        lines.push(line(reactionText(reaction.attitude, reaction.total), toneOfAttitude(reaction.attitude)));
        if (!reaction.fromText) lines.push(line(t("TURNKEEPER.Card.Reaction.filled")));
        draft.emit("encounter", { at, area: area?.name ?? null, draw: drawn?.text ?? null, reaction });
        break;
      }
      case "lightTick": {
        const ticked = draft.apply({ type: "tickLights", ticks: result.effect.ticks }, { kind: "lightTick" });
        if (ticked.ok) {
          for (const e of ticked.value)
            if (e.type === "timerEnded") this.lightOut(draft, e.timer, at, e.cause);
        }
        break;
      }
      case "fatigue":
        this.changeFatigue(
          draft,
          draft.lastEntry()?.id ?? 0,
          result.effect.slots,
          at,
          draft.ws.fatigueProgress,
        );
        lines.push(line(t("TURNKEEPER.Card.Encounter.fatigueTotal", { total: draft.ws.fatigue })));
        break;
      default:
        break;
    }
    extraRolls.push(...this.dice.take());
    const rolls = [...checkRolls, ...extraRolls];
    if (postCard) {
      draft.cards.push(
        card({
          kind: "encounter",
          audience: this.audience(),
          at,
          ...areaName(area),
          title: t(loud ? "TURNKEEPER.Card.Encounter.loudTitle" : "TURNKEEPER.Card.Encounter.title"),
          tone: toneOf(result.effect.type),
          lines,
          rolls,
          draw,
        }),
      );
    }
    draft.emit("checkRolled", {
      check: ENCOUNTER_CHECK_ID,
      at,
      loud,
      area: area?.name ?? null,
      roll: result.roll,
      total: result.total,
      effect: result.effect,
    });
    return result;
  }

  private summaryCard(
    draft: Draft,
    count: number,
    summary: { found: CheckSummary[]; quiet: number },
    at: number,
  ) {
    draft.cards.push(
      card({
        kind: "encounter",
        audience: this.audience(),
        at,
        ...areaName(draft.ws.area),
        title: t("TURNKEEPER.Card.Encounter.summaryTitle", { count }),
        tone: summary.found.some((f) => f.effect === "encounter") ? "danger" : "neutral",
        lines: [
          ...summary.found.map((f) =>
            line(
              t("TURNKEEPER.Card.Encounter.summaryLine", {
                when: { clock: f.at, style: "compact" },
                what: effectTypeText(f.effect),
              }),
              toneOf(f.effect),
            ),
          ),
          line(t("TURNKEEPER.Card.Encounter.summaryQuiet", { count: summary.quiet })),
        ],
      }),
    );
  }

  private pend(draft: Draft, event: Extract<TimeEvent, { type: "checkDue" }>, entry: number) {
    const pending: PendingCheck = {
      id: draft.ws.nextPending,
      check: event.check,
      label: event.label,
      at: event.at,
      entry,
      ...(event.area === undefined ? {} : { area: event.area }),
    };
    draft.set({
      ...draft.ws,
      pending: [...draft.ws.pending, pending],
      nextPending: draft.ws.nextPending + 1,
    });
    draft.emit("checkDue", pending);
    draft.cards.push(
      card({
        kind: "notice",
        audience: "gm",
        at: event.at,
        ...(event.area ? { area: event.area } : {}),
        title: t("TURNKEEPER.Card.Due.title"),
        lines: [line(t("TURNKEEPER.Card.Due.waiting"))],
      }),
    );
  }

  private notice(draft: Draft, labelKey: string, at: number) {
    draft.cards.push(
      card({ kind: "notice", audience: this.audience(), at, title: label(labelKey), tone: "neutral" }),
    );
  }

  private changeFatigue(draft: Draft, entry: number, change: number, _at: number, progress: number) {
    const fatigue = Math.max(0, draft.ws.fatigue + change);
    const actual = fatigue - draft.ws.fatigue;
    draft.set({
      ...draft.ws,
      fatigue,
      fatigueProgress: progress,
      effects: actual === 0 ? draft.ws.effects : [...draft.ws.effects, { entry, fatigue: actual }],
    });
  }

  // ---------------------------------------------------------------- lights

  private light(
    draft: Draft,
    owner: string,
    ownerName: string | undefined,
    source: string,
  ): Result<number, CoreError> {
    const preset = this.preset;
    const spec = lightTimer(preset.lights, preset.time, source, owner);
    if (!spec.ok) return spec;
    if (this.ports.options().lightStacking === "replace") {
      for (const old of draft.keeper.state.timers) {
        if (old.kind === "light" && old.owner === owner && old.source === source) {
          draft.apply({ type: "endTimer", id: old.id }, { kind: "replaceLight" });
        }
      }
    }
    const started = draft.apply({ type: "startTimer", timer: spec.value }, { kind: "light", note: source });
    if (!started.ok) return started;
    const name = ownerName ?? draft.ws.owners[owner] ?? owner;
    draft.set({ ...draft.ws, owners: { ...draft.ws.owners, [owner]: name } });
    const burn = spec.value.burn;
    draft.cards.push(
      card({
        kind: "light",
        audience: "all",
        at: draft.keeper.state.time,
        title: t("TURNKEEPER.Card.Light.lit", { name, light: label(spec.value.label) }),
        tone: "ok",
        lines: [
          line(
            burn.by === "time"
              ? t("TURNKEEPER.Card.Light.lasts", { time: duration(burn.seconds) })
              : t("TURNKEEPER.Card.Light.lastsTicks", { count: burn.ticks }),
          ),
        ],
      }),
    );
    draft.emit("lightLit", { owner, source, name });
    return ok(0);
  }

  private lightOut(draft: Draft, timer: Timer, at: number, cause: "time" | "ticks" | "ended") {
    if (timer.kind !== "light") {
      this.notice(draft, timer.label, at);
      return;
    }
    const owner = timer.owner ?? "";
    const name = draft.ws.owners[owner] ?? owner;
    draft.cards.push(
      card({
        kind: "light",
        audience: "all",
        at,
        title: t(cause === "ended" ? "TURNKEEPER.Card.Light.doused" : "TURNKEEPER.Card.Light.out", {
          name,
          light: label(timer.label),
        }),
        tone: cause === "ended" ? "neutral" : "warning",
      }),
    );
    if (cause !== "ended")
      draft.emit("lightExpired", { owner, source: timer.source ?? null, timer: timer.id, at, name });
  }

  // ---------------------------------------------------------------- social and wilderness rolls

  private reaction(draft: Draft, at: number, modifier: number, name?: string) {
    const reaction = rollReaction(this.preset.social, modifier, this.dice);
    const lines = [line(reactionText(reaction.attitude, reaction.total), toneOfAttitude(reaction.attitude))];
    if (modifier !== 0) lines.push(line(t("TURNKEEPER.Card.modifier", { modifier: signed(modifier) })));
    if (!reaction.fromText) lines.push(line(t("TURNKEEPER.Card.Reaction.filled")));
    draft.cards.push(
      card({
        kind: "reaction",
        audience: this.audience(),
        at,
        title: name ? t("TURNKEEPER.Card.Reaction.titleOf", { name }) : t("TURNKEEPER.Card.Reaction.title"),
        tone: toneOfAttitude(reaction.attitude),
        lines,
        rolls: this.dice.take(),
      }),
    );
    draft.emit("checkRolled", { check: "reaction", at, ...reaction });
  }

  private morale(
    draft: Draft,
    at: number,
    score: number,
    modifier: number,
    name?: string,
  ): Result<number, CoreError> {
    const checked = checkMorale(this.preset.social, score, modifier, this.dice);
    const rolls = this.dice.take();
    if (!checked.ok) return checked;
    const { roll, score: effective, breaks } = checked.value;
    draft.cards.push(
      card({
        kind: "morale",
        audience: this.audience(),
        at,
        title: name ? t("TURNKEEPER.Card.Morale.titleOf", { name }) : t("TURNKEEPER.Card.Morale.title"),
        tone: breaks ? "danger" : "ok",
        lines: [
          line(
            t(breaks ? "TURNKEEPER.Card.Morale.breaks" : "TURNKEEPER.Card.Morale.holds", {
              roll,
              score: effective,
            }),
            breaks ? "danger" : "ok",
          ),
        ],
        rolls,
      }),
    );
    draft.emit("checkRolled", { check: "morale", at, roll, score: effective, breaks });
    return ok(0);
  }

  private navigation(
    draft: Draft,
    at: number,
    score: number,
    advantage = false,
    disadvantage = false,
  ): Result<number, CoreError> {
    const { wilderness } = this.preset;
    if (!wilderness.navigation) return err(coreError("session.noNavigation"));
    const nav = navigate(
      wilderness,
      { score, map: false, landmarkInSight: false, advantage, disadvantage },
      this.dice,
    );
    const lines = navigationLines(nav);
    draft.cards.push(
      card({
        kind: "navigation",
        audience: this.audience(),
        at,
        title: t("TURNKEEPER.Card.Navigation.title"),
        tone: nav.veer ? "warning" : "ok",
        lines,
        rolls: this.dice.take(),
      }),
    );
    draft.emit("checkRolled", { check: "navigation", at, save: nav.save, veer: nav.veer });
    return ok(0);
  }

  private shelter(
    draft: Draft,
    at: number,
    terrain: string,
    season: Season,
    members: readonly string[],
  ): Result<number, CoreError> {
    const { wilderness } = this.preset;
    const found = seekShelter(wilderness, terrain, season, this.dice);
    if (!found.ok) {
      this.dice.take();
      return found;
    }
    const { roll, chance } = found.value;
    const lines = [
      line(
        found.value.found
          ? roll === null
            ? t("TURNKEEPER.Card.Shelter.always")
            : t("TURNKEEPER.Card.Shelter.found", {
                roll,
                chance: String(chance),
                die: wilderness.shelter?.die ?? 20,
              })
          : t("TURNKEEPER.Card.Shelter.notFound", {
              roll: roll ?? 0,
              chance: String(chance),
              die: wilderness.shelter?.die ?? 20,
            }),
        found.value.found ? "ok" : "warning",
      ),
    ];
    if (!found.value.found) {
      const night = nightWithoutShelter(wilderness, members, this.dice);
      lines.push(line(t("TURNKEEPER.Card.Shelter.night"), "warning"));
      if (night.ok) {
        for (const e of night.value.exertions)
          lines.push(line(t("TURNKEEPER.Card.Shelter.exert", { name: e.member, amount: e.amount })));
      }
    }
    draft.cards.push(
      card({
        kind: "shelter",
        audience: this.audience(),
        at,
        title: t("TURNKEEPER.Card.Shelter.title", {
          terrain: terrainText(terrain),
          season: seasonText(season),
        }),
        tone: found.value.found ? "ok" : "warning",
        lines,
        rolls: this.dice.take(),
      }),
    );
    draft.emit("checkRolled", { check: "shelter", at, ...found.value });
    return ok(0);
  }

  private pushedMount(
    draft: Draft,
    at: number,
    mount: string,
    hd: number,
    pushedDays: number,
  ): Result<number, CoreError> {
    const travel = this.preset.wilderness.travel;
    if (travel.kind !== "hexesPerWatch") return err(coreError("session.noPushedMounts"));
    const { roll, target, success } = rollPushedMount(travel, { id: "mount", hd, pushedDays }, this.dice);
    draft.cards.push(
      card({
        kind: "pushedMount",
        audience: this.audience(),
        at,
        title: t("TURNKEEPER.Card.PushedMount.title", { name: mount }),
        tone: success ? "danger" : "ok",
        lines: [
          line(
            t(success ? "TURNKEEPER.Card.PushedMount.dies" : "TURNKEEPER.Card.PushedMount.survives", {
              roll,
              target,
              die: travel.pushedMount.die,
              days: pushedDays,
            }),
            success ? "danger" : "ok",
          ),
        ],
        rolls: this.dice.take(),
      }),
    );
    draft.emit("checkRolled", { check: "pushedMount", at, mount, roll, target, dies: success });
    return ok(0);
  }
}

interface CheckSummary {
  readonly at: number;
  readonly effect: string;
}

export function createSession(ports: SessionPorts): Session {
  return new Session(ports);
}

// ---------------------------------------------------------------- helpers

/** The newest entry of the time log. */
export function lastEntry(keeper: Timekeeper): LogEntry | undefined {
  return logEntries(keeper)[0];
}

function sameCheck(a: RecurringCheck, b: RecurringCheck): boolean {
  return (
    a.every === b.every &&
    a.anchor === b.anchor &&
    a.label === b.label &&
    a.active === b.active &&
    a.area === b.area
  );
}

/** The light burning for each owner: the newest running one. */
export function burning(state: TimerState): Map<string, string> {
  const out = new Map<string, { source: string; startedAt: number; id: string }>();
  for (const timer of state.timers) {
    if (timer.kind !== "light" || timer.owner === undefined) continue;
    const lit = timer.mode === "running" || (timer.mode === "ticks" && timer.running);
    if (!lit) continue;
    const prev = out.get(timer.owner);
    if (
      !prev ||
      timer.startedAt > prev.startedAt ||
      (timer.startedAt === prev.startedAt && timer.id > prev.id)
    ) {
      out.set(timer.owner, { source: timer.source ?? "", startedAt: timer.startedAt, id: timer.id });
    }
  }
  return new Map([...out].map(([owner, v]) => [owner, v.source]));
}

export function lightChanges(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): LightChange[] {
  const changes: LightChange[] = [];
  for (const [owner, source] of after) if (before.get(owner) !== source) changes.push({ owner, source });
  for (const owner of before.keys()) if (!after.has(owner)) changes.push({ owner, source: null });
  return changes;
}

const areaName = (area: Area | null): { area?: string } => (area?.name ? { area: area.name } : {});

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function toneOf(effect: string): Tone {
  switch (effect) {
    case "encounter":
      return "danger";
    case "sign":
    case "lightTick":
    case "fatigue":
    case "loud":
      return "warning";
    case "nothing":
      return "ok";
    default:
      return "neutral";
  }
}

function toneOfAttitude(attitude: string): Tone {
  return attitude === "attack" || attitude === "hostile"
    ? "danger"
    : attitude === "uncertain"
      ? "warning"
      : "ok";
}

function reactionText(attitude: string, total: number): Text {
  return t("TURNKEEPER.Card.Reaction.result", { total, attitude: attitudeText(attitude) });
}

function effectText(result: EncounterCheckResult, preset: Preset): Text {
  const effect = result.effect;
  const what =
    effect.type === "custom"
      ? effect.text
      : effect.type === "lightTick"
        ? t("TURNKEEPER.Effect.lightTickCount", { count: effect.ticks })
        : effect.type === "fatigue"
          ? t("TURNKEEPER.Effect.fatigueCount", { count: effect.slots })
          : effectTypeText(effect.type);
  const check = preset.dungeon.encounters.check;
  return check.kind === "chance" && effect.type !== "custom"
    ? t("TURNKEEPER.Card.Encounter.chance", { roll: result.roll, target: result.total, what })
    : t("TURNKEEPER.Card.Encounter.table", { roll: result.roll, total: result.total, what });
}

function navigationLines(nav: ReturnType<typeof navigate>): { text: Text; tone: Tone }[] {
  const lines: { text: Text; tone: Tone }[] = [];
  if (!nav.save) {
    lines.push(line(t("TURNKEEPER.Card.Navigation.noSave"), "ok"));
    return lines;
  }
  const { roll, score, success, mode } = nav.save;
  lines.push(
    line(
      t(success ? "TURNKEEPER.Card.Navigation.saved" : "TURNKEEPER.Card.Navigation.failed", {
        roll,
        score,
        mode: t(`TURNKEEPER.Card.Navigation.mode.${mode}`),
      }),
      success ? "ok" : "danger",
    ),
  );
  if (nav.veer) {
    lines.push(
      line(t(`TURNKEEPER.Card.Navigation.veer.${nav.veer.direction}`, { roll: nav.veer.roll }), "warning"),
    );
  }
  return lines;
}
