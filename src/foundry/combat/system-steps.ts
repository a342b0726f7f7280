/**
 * How Turnkeeper's Combat class goes through the game system's methods (combat-class.ts builds on this). On a
 * combat Turnkeeper runs, a turn control calls the system's method (`super`, which calls core's), and the one
 * turn-flow write core makes at the end of it is sent as the engine's step instead, so the system's own work
 * (recovering uses, Malice, actors' combat state) still happens and a step is still one Combat update. While
 * the engine holds a combat's state, other writes of its round, turn or combatants' initiative are dropped
 * (the count owns them), and a system's reset or reroll at a round's start or end (OSE's) leaves the count
 * alone. docs/contract/systems.md says what each system does here.
 */
import { runsCombat } from "./adoption";
import type { CombatClient } from "./client";
import type {
  CombatClassPort,
  CombatLike,
  CombatProtected,
  CombatUpdateData,
  CombatUpdateOptions,
} from "./ports";
import { STEP_OPTION, type CombatIntent } from "./steps";
import { combatFlag } from "./store";

/** A step a system's method is running towards: its first turn-flow write is sent as the step instead. */
interface PendingStep {
  readonly intents: readonly CombatIntent[];
  sent: Promise<unknown> | null;
}

// Kept beside the documents, not in private fields: Foundry may call overridden methods while constructing.
const pendingSteps = new WeakMap<object, PendingStep>();
/** Combats whose system is in its round start or end (core's turn events, on the active GM). */
const inRoundEvent = new WeakSet<object>();

const touchesTurn = (data: CombatUpdateData) => "round" in data || "turn" in data;
/** Core's write at the end of a turn control: the round and turn, or (resetting) every combatant. */
const coreWrite = (data: CombatUpdateData) => touchesTurn(data) || "combatants" in data;

/** The update without the round and turn, which the engine sets. */
function withoutTurn(data: CombatUpdateData): CombatUpdateData {
  const { round: _round, turn: _turn, ...rest } = data;
  return rest;
}

/** Combatant updates without their initiative, which the count sets; those left with nothing are dropped. */
function withoutInitiative(updates: readonly object[]): object[] {
  return updates.flatMap((u) => {
    const { initiative: _initiative, ...rest } = u as Record<string, unknown>;
    return Object.keys(rest).some((k) => k !== "_id") ? [rest] : [];
  });
}

/** The system's method on a combat Turnkeeper does not run (adoption.ts), Turnkeeper's on one it runs. */
export async function either<C extends CombatLike>(
  combat: C,
  system: () => Promise<unknown>,
  turnkeeper: () => Promise<C>,
): Promise<C> {
  if (runsCombat(combat)) return turnkeeper();
  await system();
  return combat;
}

/**
 * Runs the system's method on a combat Turnkeeper runs, with core's turn-flow write at its end replaced by the
 * engine's step; when the method writes nothing, the step is sent on its own. Core's methods call each other
 * (next turn reaches next round): inside a step they are part of it.
 */
export async function throughSystem<C extends CombatLike>(
  combat: C,
  client: CombatClient,
  intents: readonly CombatIntent[],
  system: () => Promise<unknown>,
): Promise<C> {
  if (pendingSteps.has(combat)) {
    await system();
    return combat;
  }
  const step: PendingStep = { intents, sent: null };
  pendingSteps.set(combat, step);
  try {
    await system();
  } finally {
    pendingSteps.delete(combat);
  }
  await (step.sent ?? client.perform(combat, intents));
  return combat;
}

/** A system's reset or reroll of initiative at a round's start or end, on a count the engine keeps. */
export function roundChore(combat: CombatLike): boolean {
  return inRoundEvent.has(combat) && combatFlag(combat) !== undefined;
}

/** The system's Combat class with Turnkeeper's hold on writes and round events (see above). */
export function withSystemSteps<B extends CombatClassPort>(Base: B, client: CombatClient) {
  // Foundry's protected methods are not part of the public port; reached here, once.
  const base = Base.prototype as unknown as CombatProtected;
  /** Runs a round event, marked while its synchronous part asks for resets or rolls (OSE asks at once). */
  const roundEvent = (combat: CombatLike, run: () => unknown) => {
    inRoundEvent.add(combat);
    try {
      return run();
    } finally {
      inRoundEvent.delete(combat);
    }
  };

  return class SystemSteps extends Base {
    /** Core's round start and end on the active GM: the system's own, its initiative resets left out. */
    _onStartRound(context: object): unknown {
      return roundEvent(this, () => base._onStartRound.call(this, context));
    }

    _onEndRound(context: object): unknown {
      return roundEvent(this, () => base._onEndRound.call(this, context));
    }

    /**
     * Turnkeeper's steps pass; core's turn-flow write inside a step becomes the step (core has called its
     * hook, so the step calls none); any other write drops the round and turn the engine holds.
     */
    override async update(data: CombatUpdateData, options: CombatUpdateOptions = {}): Promise<unknown> {
      if (options[STEP_OPTION] !== undefined) return super.update(data, options);
      const step = pendingSteps.get(this);
      if (step !== undefined && step.sent === null && coreWrite(data)) {
        step.sent = client.perform(this, step.intents, { announced: true });
        await step.sent;
        return this;
      }
      if (combatFlag(this) === undefined || !touchesTurn(data)) return super.update(data, options);
      const rest = withoutTurn(data);
      return Object.keys(rest).length === 0 ? this : super.update(rest, options);
    }

    /** Combatants' initiative written by a system on a count the engine keeps is dropped; the rest is kept. */
    override updateEmbeddedDocuments(name: string, updates: object[], operation?: object): Promise<unknown> {
      if (name !== "Combatant" || combatFlag(this) === undefined)
        return super.updateEmbeddedDocuments(name, updates, operation);
      const kept = withoutInitiative(updates);
      return kept.length === 0 ? Promise.resolve([]) : super.updateEmbeddedDocuments(name, kept, operation);
    }
  };
}
