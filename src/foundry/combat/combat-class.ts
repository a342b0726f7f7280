/**
 * The Combat document class Turnkeeper installs at `init`: a subclass of whatever `CONFIG.Combat.documentClass`
 * the game system put there, so the system's own behaviour stays. It sorts turns in the engine's order,
 * rolls initiative into the count, and routes Foundry's turn controls (start, next turn, previous turn,
 * reset) to engine steps run by the active GM. Every client announces each step with Turnkeeper's hooks.
 */
import type { CombatEvent, Surprise } from "../../core";
import type { FoundryEnv } from "../env/ports";
import { callHook, COMBAT_HOOKS } from "../setup/hooks";
import { TURNKEEPER_COMBAT, type CombatClient } from "./client";
import { isRunning, STEP_OPTION, type CombatIntent, type StepNote } from "./steps";
import { compareEntries, type OrderEntry } from "./order";
import type { CombatantLike, CombatClassPort, CombatLike, CombatProtected } from "./ports";
import { combatantFlags, combatFlag, engineFlag, readState } from "./store";

const entryOf = (c: CombatantLike): OrderEntry => ({
  id: c.id ?? "",
  name: c.name ?? "",
  engine: engineFlag(c),
});

export interface CombatClassContext {
  readonly env: FoundryEnv;
  readonly client: CombatClient;
}

export function createTurnkeeperCombatClass<B extends CombatClassPort>(Base: B, ctx: CombatClassContext) {
  // Foundry's protected methods are not part of the public port; reached here, once.
  const base = Base.prototype as unknown as CombatProtected;
  const { env, client } = ctx;

  class TurnkeeperCombat extends Base {
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
      const note = (options as Record<string, unknown>)[STEP_OPTION] as StepNote | undefined;
      if (note === undefined || !Array.isArray(note.events)) return;
      callHook(env.Hooks, COMBAT_HOOKS.step, this, note);
      // Array.isArray above widened the events to any[].
      for (const e of note.events as readonly CombatEvent[]) {
        if (e.type === "roundEnded" || e.type === "momentEnded")
          callHook(env.Hooks, COMBAT_HOOKS[e.type], this, { from: e.from, to: e.to });
        else if (e.type === "effectFired") callHook(env.Hooks, COMBAT_HOOKS.effectFired, this, e);
      }
    }

    /** Sends one intent as a step (to the active GM); resolves to this combat, as Foundry's methods do. */
    async #perform(intent: CombatIntent): Promise<this> {
      await client.perform(this, [intent]);
      return this;
    }

    /** Rolls the engine's initiative (R003-05): Foundry's Roll, each combatant's own die and surprise. */
    override async rollInitiative(ids: string | string[]): Promise<this> {
      await client.roll(this, typeof ids === "string" ? [ids] : ids);
      return this;
    }

    /** Sets a combatant's next turn to an absolute segment (or its first turn, before it has rolled). */
    override async setInitiative(id: string, value: number): Promise<this> {
      const c = this.combatants.get(id);
      if (!c) return this;
      return this.#perform(
        engineFlag(c) === undefined
          ? { type: "roll", id, roll: value }
          : { type: "reschedule", id, to: value },
      );
    }

    /** Begins the count (R003-09). */
    override startCombat(): Promise<this> {
      return this.#perform({ type: "begin" });
    }

    /**
     * Ends the acting combatant's turn with the Recovery Time it used last; without one the tracker's
     * prompt is needed (it asks what was done).
     */
    override async nextTurn(): Promise<this> {
      const acting = this.combatant;
      if (!readState(this).ok || !isRunning(this) || !acting?.id) return this;
      const recovery = combatantFlags(acting).recovery;
      if (recovery) {
        return this.#perform({
          type: "endTurn",
          id: acting.id,
          recovery: recovery.recovery,
          label: recovery.label,
        });
      }
      env.notifications.warn(
        env.game.i18n.format("TURNKEEPER.Error.tracker.noRecovery", { name: acting.name ?? "" }),
      );
      return this;
    }

    /** Goes back one step (the engine's undo, world time included). */
    override previousTurn(): Promise<this> {
      return this.#perform({ type: "undo" });
    }

    override previousRound(): Promise<this> {
      return this.#perform({ type: "undo" });
    }

    /** Counts on to the next round's first segment, if nobody is due before it. */
    override async nextRound(): Promise<this> {
      const read = readState(this);
      if (!read.ok || read.value === null) return this;
      return this.#perform({ type: "countOn", to: this.round * read.value.rules.segmentsPerRound + 1 });
    }

    /** Takes the encounter back to before anyone rolled: no Turnkeeper flags, no initiative, round 0. */
    override resetAll(): Promise<this> {
      return this.#perform({ type: "reset" });
    }

    /** Sets the surprise a combatant will roll with (GM). */
    setSurprise(id: string, surprise: Surprise): Promise<this> {
      return this.#perform({ type: "setSurprise", id, surprise });
    }
  }
  return TurnkeeperCombat;
}
