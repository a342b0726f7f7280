/**
 * The Combat document class Turnkeeper installs at `init`: a subclass of whatever `CONFIG.Combat.documentClass`
 * the game system put there. On a combat Turnkeeper runs (adoption.ts) it sorts turns in the engine's order and
 * turns Foundry's turn controls (start, next or previous turn and round, reset) into engine steps run by the
 * active GM, each through the system's own method (system-steps.ts). Rolling and setting initiative are the
 * engine's own: a system's roll is not the count's die, and its method writes the initiative the count owns;
 * what the system does after its roll runs once the count's roll is written (system-rolls.ts). Any other
 * combat is the system's and core's own. Every client hears each step (turn-hooks.ts).
 */
import type { Surprise } from "../../core";
import type { FoundryEnv } from "../env/ports";
import { SYSTEM_COMBAT, TURNKEEPER_COMBAT, type CombatClient } from "./client";
import { compareEntries, type OrderEntry } from "./order";
import type { CombatantLike, CombatClassPort, CombatLike, CombatProtected } from "./ports";
import { isRunning, type CombatIntent } from "./steps";
import { combatantFlags, combatFlag, engineFlag, readState } from "./store";
import { either, roundChore, throughSystem, withSystemSteps } from "./system-steps";
import { heardStep } from "./turn-hooks";

const entryOf = (c: CombatantLike): OrderEntry => ({
  id: c.id ?? "",
  name: c.name ?? "",
  engine: engineFlag(c),
});

export interface CombatClassContext {
  readonly env: FoundryEnv;
  readonly client: CombatClient;
}

/**
 * The acting combatant's turn ended with the Recovery Time it used last; null, with a warning, when it has
 * none (the tracker's prompt asks what was done), or when nobody acts.
 */
function endTurnIntent(env: FoundryEnv, combat: CombatLike): CombatIntent | null {
  const acting = combat.combatant;
  if (!readState(combat).ok || !isRunning(combat) || !acting?.id) return null;
  const recovery = combatantFlags(acting).recovery;
  if (recovery) return { type: "endTurn", id: acting.id, recovery: recovery.recovery, label: recovery.label };
  env.notifications.warn(
    env.game.i18n.format("TURNKEEPER.Error.tracker.noRecovery", { name: acting.name ?? "" }),
  );
  return null;
}

/** The ids a roll is asked for: one, several, or everyone when none is given. */
function idsOf(combat: CombatLike, ids?: string | string[]): string[] {
  if (ids !== undefined) return typeof ids === "string" ? [ids] : ids;
  return combat.combatants.contents.flatMap((c) => (c.id === null ? [] : [c.id]));
}

/** An initiative set by hand: a combatant in the count moves there, one not in it yet joins with that roll. */
function initiativeIntent(combat: CombatLike, id: string, value: number): CombatIntent | null {
  const c = combat.combatants.get(id);
  if (!c) return null;
  return engineFlag(c) === undefined
    ? { type: "roll", id, roll: value }
    : { type: "reschedule", id, to: value };
}

export function createTurnkeeperCombatClass<B extends CombatClassPort>(Base: B, ctx: CombatClassContext) {
  // Foundry's protected methods are not part of the public port; reached here, once.
  const base = Base.prototype as unknown as CombatProtected;
  const { env, client } = ctx;

  class TurnkeeperCombat extends withSystemSteps(Base, client) {
    static get [SYSTEM_COMBAT](): B {
      return Base;
    }

    get [TURNKEEPER_COMBAT](): true {
      return true;
    }

    /** Engine order while Turnkeeper runs the combat; the system's own order otherwise. */
    _sortCombatants(a: CombatantLike, b: CombatantLike): number {
      // Foundry may pass this comparator unbound: the combat is read from the combatants.
      const combat = (a.parent ?? b.parent) as CombatLike | null;
      if (combat === null || combatFlag(combat) === undefined) return base._sortCombatants.call(this, a, b);
      return compareEntries(entryOf(a), entryOf(b));
    }

    _onUpdate(changed: object, options: object, userId: string): void {
      base._onUpdate.call(this, changed, options, userId);
      heardStep(env, this, options, userId);
    }

    /** Sends one intent as a step (to the active GM); resolves to this combat, as Foundry's methods do. */
    async #perform(intent: CombatIntent | null): Promise<this> {
      if (intent !== null) await client.perform(this, [intent]);
      return this;
    }

    /** Runs the system's method towards the engine's step (system-steps.ts). */
    #through(intent: CombatIntent, system: () => Promise<unknown>): Promise<this> {
      return either(this, system, () => throughSystem(this, client, [intent], system));
    }

    /**
     * Rolls the engine's initiative (R003-05): Foundry's Roll, each combatant's own die and surprise; without
     * ids, for everyone; then what the system does after its own roll (dnd5e's recovery). A system's reroll at
     * a round's end leaves the count alone.
     */
    override rollInitiative(ids?: string | string[], options?: object): Promise<this> {
      return either(
        this,
        () => super.rollInitiative(ids, options),
        async () => {
          if (!roundChore(this)) await client.roll(this, idsOf(this, ids));
          return this;
        },
      );
    }

    /** Sets a combatant's next turn to an absolute segment (or its first turn, before it has rolled). */
    override setInitiative(id: string, value: number): Promise<this> {
      const system = () => super.setInitiative(id, value);
      return either(this, system, () => this.#perform(initiativeIntent(this, id, value)));
    }

    /** Begins the count (R003-09), after what the system does to begin a combat. */
    override startCombat(): Promise<this> {
      return this.#through({ type: "begin" }, () => super.startCombat());
    }

    /** Ends the acting combatant's turn with the Recovery Time it used last (see `endTurnIntent`). */
    override nextTurn(): Promise<this> {
      const system = () => super.nextTurn();
      return either(this, system, async () => {
        const intent = endTurnIntent(env, this);
        return intent === null ? this : throughSystem(this, client, [intent], system);
      });
    }

    /** Goes back one step (the engine's undo, world time included). */
    override previousTurn(): Promise<this> {
      return this.#through({ type: "undo" }, () => super.previousTurn());
    }

    override previousRound(): Promise<this> {
      return this.#through({ type: "undo" }, () => super.previousRound());
    }

    /** Counts on to the next round's first segment, if nobody is due before it. */
    override nextRound(): Promise<this> {
      const system = () => super.nextRound();
      return either(this, system, async () => {
        const read = readState(this);
        if (!read.ok || read.value === null) return this;
        const to = this.round * read.value.rules.segmentsPerRound + 1;
        return throughSystem(this, client, [{ type: "countOn", to }], system);
      });
    }

    /** Takes the encounter back to before anyone rolled (a system's reset at a round's end leaves it be). */
    override resetAll(): Promise<this> {
      const system = () => super.resetAll();
      return either(this, system, async () =>
        roundChore(this) ? this : throughSystem(this, client, [{ type: "reset" }], system),
      );
    }

    /** Sets the surprise a combatant will roll with (GM). */
    setSurprise(id: string, surprise: Surprise): Promise<this> {
      return this.#perform({ type: "setSurprise", id, surprise });
    }
  }
  return TurnkeeperCombat;
}
