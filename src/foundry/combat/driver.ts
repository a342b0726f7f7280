/**
 * Runs combat steps on the active GM's client, the one writer: reads the engine state from the combat,
 * applies the intents (with the asking user's rights), and writes the result as one Combat update carrying
 * the combatants' changes and the world-time advance: the part of the step beyond the party in play's lag, as
 * a fight is fought at the party's time (issue 22). Foundry's `combatStart`, `combatRound` and
 * `combatTurn` hooks are called once per step, on the asking client, as core calls them (turn-hooks.ts); the
 * initiative rolls a step made are shown once it is written. Steps on one combat run one after another so
 * none reads a state another is about to replace.
 */
import {
  createCombat,
  currentTurn,
  err,
  ok,
  type CombatEvent,
  type CombatState,
  type CoreError,
  type DicePort,
  type Result,
} from "../../core";
import { fightTime } from "../../ui";
import { runIntent, trackerError, type IntentAsker, type TrackerIntent } from "../../ui/combat";
import type { FoundryEnv } from "../env/ports";
import type { UserLike } from "../env/users";
import { runsCombat } from "./adoption";
import { adoptionIntents } from "./adopting";
import { entrantOf } from "./entrants";
import type { CombatantFlags } from "./flags";
import type { CombatLike, CombatUpdateOptions } from "./ports";
import { readState } from "./store";
import { clearUpdate, hostUpdate, stepUpdate, turnHookOf, type HostFlags } from "./step-update";
import {
  askerFor,
  HOST_INTENTS,
  rollInitiative,
  showRolls,
  STEP_OPTION,
  type CombatDriver,
  type CombatIntent,
  type CombatServices,
  type CombatantRoll,
  type FightClock,
  type StepNote,
  type StepOptions,
  type StepReport,
} from "./steps";
import { callTurnHook } from "./turn-hooks";

/** The engine never rolls in Foundry: initiative is rolled with Foundry's Roll before the step. */
const NO_DICE: DicePort = {
  roll(formula) {
    throw new Error(`Turnkeeper rolls initiative with Foundry's Roll before the engine step (${formula})`);
  },
};

/** A step that wrote nothing to the engine (`written` when host data or a reset was written). */
const noStep = (written: boolean): Result<StepReport, CoreError> => ok({ events: [], seconds: 0, written });

/** The count stands at a segment where nobody is due any more: count on to the next one due. */
function catchUp(state: CombatState): TrackerIntent[] {
  if (state.phase !== "running" || state.interrupter !== null || currentTurn(state) !== null) return [];
  const front = state.queue[0];
  return front === undefined ? [] : [{ type: "countOn", to: front.next }];
}

/** Writes host data on combatants in one update, or nothing when nothing changes. */
async function keep(
  env: FoundryEnv,
  combat: CombatLike,
  flags: HostFlags,
): Promise<Result<StepReport, CoreError>> {
  const data = hostUpdate(env, combat, flags);
  if (data.combatants!.length === 0) return noStep(false);
  await combat.update(data);
  return noStep(true);
}

/**
 * The steps that write host data only, or nothing the engine reads: a reset, a surprise chosen before the roll.
 * Host intents are the GM's and run alone (the request layer refuses them to players too). Null when the
 * intents make an engine step.
 */
async function hostStep(
  env: FoundryEnv,
  combat: CombatLike,
  intents: readonly CombatIntent[],
  user: UserLike,
): Promise<Result<StepReport, CoreError> | null> {
  const host = intents.find((i) => (HOST_INTENTS as readonly string[]).includes(i.type));
  if (host !== undefined) {
    if (!user.isGM) return err(trackerError("gmOnly", { action: host.type }));
    if (intents.length > 1) return err(trackerError("unknownIntent", { type: "batch" }));
  }
  const only = intents[0];
  if (only?.type === "reset") {
    if (!runsCombat(combat)) return err(trackerError("notTurnkeeper"));
    await combat.update(clearUpdate(env, combat), {
      [STEP_OPTION]: { events: [], seconds: 0, userId: user.id },
    });
    return noStep(true);
  }
  if (only?.type === "setSurprise") {
    if (!combat.combatants.get(only.id)) return err(trackerError("unknownEntrant", { id: only.id }));
    return keep(env, combat, new Map([[only.id, { surprise: only.surprise }]]));
  }
  return null;
}

/** The engine state the combat holds, or a fresh one for a combat Turnkeeper has not run yet. */
function initialState(combat: CombatLike, services: CombatServices): Result<CombatState, CoreError> {
  const read = readState(combat);
  if (!read.ok) return err(trackerError("badState", { message: read.error.message }));
  return read.value === null ? createCombat(services.rules()) : ok(read.value);
}

type KeptFlags = Partial<Omit<CombatantFlags, "engine">>;

/** What the intents of one step did: the state they lead to, host data to keep, the rolls made for it. */
interface Applied {
  readonly state: CombatState;
  readonly events: CombatEvent[];
  readonly seconds: number;
  readonly remembered: Map<string, KeptFlags>;
  readonly rolls: CombatantRoll[];
}

/** Runs the intents one after another on the state, rolling with Foundry's Roll where one needs a total. */
async function applyIntents(
  env: FoundryEnv,
  services: CombatServices,
  combat: CombatLike,
  from: CombatState,
  todo: readonly TrackerIntent[],
  asker: IntentAsker,
  user: UserLike,
): Promise<Result<Applied, CoreError>> {
  const entrant = (id: string) => {
    const c = combat.combatants.get(id);
    return c ? entrantOf(c, user) : undefined;
  };
  let state = from;
  const events: CombatEvent[] = [];
  let seconds = 0;
  const remembered = new Map<string, KeptFlags>();
  const remember = (id: string, flags: KeptFlags) => remembered.set(id, { ...remembered.get(id), ...flags });
  const rolls: CombatantRoll[] = [];
  for (let intent of todo) {
    // A roll intent without a total gets one from Foundry's Roll, on the combatant's own die.
    if (intent.type === "roll" && intent.roll === undefined) {
      const e = entrant(intent.id);
      if (e) {
        const rolled = await rollInitiative(env, services, e, state.rules.initiativeDie);
        rolls.push({ id: intent.id, rolled });
        intent = { ...intent, roll: rolled.total };
      }
    }
    const out = runIntent(state, intent, asker, entrant, NO_DICE);
    if (!out.ok) return out;
    state = out.value.step.state;
    events.push(...out.value.step.events);
    seconds += out.value.step.seconds;
    if (out.value.remember) remember(out.value.remember.id, { recovery: out.value.remember.recovery });
    const settings = out.value.configured;
    if (settings) {
      const { initiativeOrder: order, initiativeDie: die, side } = settings;
      remember(settings.id, { order, die, side });
    }
  }
  return ok({ state, events, seconds, remembered, rolls });
}

/**
 * Writes an engine step as one Combat update, with the world-time advance beyond the party's lag (the party in
 * play's `clock`); the turn-flow hook is called before it when this client asked for the step, else left to
 * the asker (turn-hooks.ts). Then its rolls show.
 */
async function writeStep(
  env: FoundryEnv,
  clock: FightClock | undefined,
  combat: CombatLike,
  initial: CombatState,
  applied: Applied,
  todo: readonly TrackerIntent[],
  asked: { readonly user: UserLike; readonly announced: boolean },
): Promise<Result<StepReport, CoreError>> {
  const { events, seconds, remembered } = applied;
  let state = applied.state;
  // Several intents make one step: one undo takes all of them back. In setup the engine keeps each
  // intent's undo (engine.ts), so undo takes back every roll of a Roll for all in turn.
  if (todo.length > 1 && state.undo !== null && initial.phase === "running")
    state = { ...state, undo: { ...initial, undo: null } };
  const began = events.some((e) => e.type === "began");
  // A fight begins at the party's time, which may stand behind the world's (issue 22).
  const startedAt = clock?.partyNow() ?? env.game.time.worldTime;
  const data = stepUpdate(env, combat, state, {
    combatantFlags: remembered,
    ...(began ? { startedAt } : {}),
  });
  const hook = asked.announced ? null : turnHookOf(combat, initial, state, data);
  const here = asked.user.id === env.game.user?.id;
  const note: StepNote = { events, seconds, userId: asked.user.id, turnHook: here ? null : hook };
  const write = async (world: number) => {
    const options: CombatUpdateOptions = {
      direction: todo.some((i) => i.type === "undo") ? -1 : 1,
      [STEP_OPTION]: note,
      // Always given, so Foundry adds no turn or round time of its own (CONFIG.time) to the step's.
      worldTime: { delta: world },
    };
    if (hook && here) callTurnHook(env, hook, combat, data, options);
    await combat.update(data, options);
  };
  // The step's seconds move the party in play, the world clock only by the part beyond the party's lag.
  if (seconds === 0 || !clock || combat.id === null) await write(seconds);
  else await clock.fightStep(seconds, fightTime(combat.id, state), write);
  await showRolls(combat, applied.rolls);
  return ok({ events, seconds, written: true });
}

/** What a step runs on the engine, and who asks for it (the host's own steps act as the GM). */
interface Plan {
  readonly todo: readonly TrackerIntent[];
  readonly asker: IntentAsker;
}

const HOST_ASKER: IntentAsker = { isGM: true, owns: () => true };

/**
 * The intents to run: catching up, adopting a combat begun without Turnkeeper, or the intents asked for, on a
 * combat Turnkeeper runs.
 */
function planStep(
  combat: CombatLike,
  initial: CombatState,
  intents: readonly CombatIntent[],
  user: UserLike,
): Result<Plan, CoreError> {
  const first = intents[0];
  if (first?.type === "catchUp") return ok({ todo: catchUp(initial), asker: HOST_ASKER });
  if (first?.type === "adopt") {
    if (runsCombat(combat)) return err(trackerError("alreadyRun"));
    const todo = adoptionIntents(combat, first.order, initial.rules.initiativeDie);
    return ok({ todo, asker: HOST_ASKER });
  }
  const rolling = intents.flatMap((i) => (i.type === "roll" ? [i.id] : []));
  if (!runsCombat(combat, rolling)) return err(trackerError("notTurnkeeper"));
  return ok({ todo: intents as readonly TrackerIntent[], asker: askerFor(combat, user) });
}

/** One step: host data alone, or the intents run on the engine state and written as one update. */
async function step(
  env: FoundryEnv,
  services: CombatServices,
  clock: FightClock | undefined,
  combat: CombatLike,
  intents: readonly CombatIntent[],
  asked: { readonly user: UserLike; readonly announced: boolean },
): Promise<Result<StepReport, CoreError>> {
  if (intents[0] === undefined) return noStep(false);
  const hosted = await hostStep(env, combat, intents, asked.user);
  if (hosted !== null) return hosted;
  const initial = initialState(combat, services);
  if (!initial.ok) return initial;
  const plan = planStep(combat, initial.value, intents, asked.user);
  if (!plan.ok) return plan;
  const { todo, asker } = plan.value;
  if (todo.length === 0) return noStep(false);
  const applied = await applyIntents(env, services, combat, initial.value, todo, asker, asked.user);
  if (!applied.ok) return applied;
  // Only the host's part changed (settings of one not rolled, a new die): its flags, no engine step.
  if (applied.value.state === initial.value) return keep(env, combat, applied.value.remembered);
  return writeStep(env, clock, combat, initial.value, applied.value, todo, asked);
}

export function createDriver(env: FoundryEnv, services: CombatServices, clock?: FightClock): CombatDriver {
  const chains = new Map<string, Promise<unknown>>();
  return {
    /**
     * Runs the intents (one at least) as one step, for a user whose rights the request layer checked. Call on
     * the active GM's client only (requests route there).
     */
    run(
      combat: CombatLike,
      intents: readonly CombatIntent[],
      user: UserLike,
      options: StepOptions = {},
    ): Promise<Result<StepReport, CoreError>> {
      const key = combat.id ?? "";
      const asked = { user, announced: options.announced === true };
      const result = (chains.get(key) ?? Promise.resolve()).then(() =>
        step(env, services, clock, combat, intents, asked),
      );
      const tail = result.catch(() => undefined);
      chains.set(key, tail);
      void tail.then(() => {
        if (chains.get(key) === tail) chains.delete(key);
      });
      return result;
    },
  };
}
