/**
 * Combat steps from any client: the tracker, the Combat document's own methods and the API send intents
 * through Turnkeeper's request layer to the active GM, who checks the sender controls the combatants it
 * acts for and runs the step (driver.ts). Initiative is rolled on the asking client, with Foundry's Roll
 * and the combatant's own die, so players roll their own dice; the rolls are shown in chat once the GM has
 * written the step they are for (a refused roll leaves no card).
 */
import { err, ok, type CoreError, type Result } from "../../core";
import { authorize, describeError, TRACKER_INTENT_TYPES, trackerError } from "../../ui/combat";
import type { FoundryEnv } from "../env/ports";
import {
  refusal,
  requestsFor,
  type Refusal,
  type RequestContext,
  type RequestType,
} from "../session/requests";
import {
  askerFor,
  HOST_INTENTS,
  rollInitiative,
  showRolls,
  type CombatDriver,
  type CombatIntent,
  type CombatServices,
  type CombatantRoll,
  type StepOptions,
  type StepReport,
} from "./steps";
import { entrantOf } from "./entrants";
import type { CombatLike } from "./ports";
import { engineFlag, readState } from "./store";

export const COMBAT_REQUEST = "combat.step";

/** What travels to the GM: the combat and the intents of one step, and how it was asked for. */
export interface CombatRequest extends StepOptions {
  readonly combatId: string;
  readonly intents: readonly CombatIntent[];
}

export type CombatReply = Result<StepReport, CoreError>;

const INTENT_TYPES = new Set<string>([...TRACKER_INTENT_TYPES, ...HOST_INTENTS]);

/** At most this many intents in one step (rolling for a whole encounter). */
export const MAX_INTENTS = 200;

export function isCombatRequest(data: unknown): data is CombatRequest {
  const d = data as Partial<CombatRequest> | null | undefined;
  return (
    typeof d?.combatId === "string" &&
    Array.isArray(d.intents) &&
    d.intents.length >= 1 &&
    d.intents.length <= MAX_INTENTS &&
    (d.announced === undefined || typeof d.announced === "boolean") &&
    // Only strings are in the set: anything else (no object, no type) is refused.
    d.intents.every((i: unknown) => INTENT_TYPES.has((i as { type?: string } | null)?.type as string))
  );
}

/** A combat Turnkeeper runs, given as itself or by id; null for any other document or id. */
export function turnkeeperCombat(env: FoundryEnv, combat: string | object | null): CombatLike | null {
  const doc = typeof combat === "string" ? env.game.combats.get(combat) : combat;
  return isTurnkeeperCombat(doc) ? doc : null;
}

/** Marks the Combat class Turnkeeper installed, so a document found by id can be driven. */
export const TURNKEEPER_COMBAT = Symbol.for("turnkeeper.combat");

/** On Turnkeeper's Combat class: the class it extends, the game system's (or core's) Combat class. */
export const SYSTEM_COMBAT = Symbol.for("turnkeeper.systemCombat");

export function isTurnkeeperCombat(doc: unknown): doc is CombatLike {
  return doc !== null && typeof doc === "object" && TURNKEEPER_COMBAT in doc;
}

/** The request the active GM answers: shape, then the sender's rights over each intent, then the step. */
function combatRequestType(env: FoundryEnv, driver: CombatDriver): RequestType<CombatRequest, CombatReply> {
  return {
    type: COMBAT_REQUEST,
    validate: (data) => (isCombatRequest(data) ? ok(data) : err(refusal("badRequest"))),
    authorize(ctx: RequestContext, data: CombatRequest): Refusal | null {
      const combat = turnkeeperCombat(env, data.combatId);
      if (!combat) return refusal("unknownCombat");
      for (const intent of data.intents) {
        const allowed = authorize(intent as never, askerFor(combat, ctx.user));
        if (!allowed.ok) {
          if (allowed.error.code === "tracker.gmOnly") return refusal("notGM");
          const id = String(allowed.error.params.id ?? "");
          return refusal("notOwner", { actor: combat.combatants.get(id)?.name ?? id });
        }
      }
      return null;
    },
    async handle(ctx, data) {
      const combat = turnkeeperCombat(env, data.combatId);
      if (!combat) return err(trackerError("noCombat"));
      return driver.run(combat, data.intents, ctx.user, { announced: data.announced === true });
    },
  };
}

/** One client's way into combat steps. */
export type CombatClient = ReturnType<typeof createCombatClient>;

export function createCombatClient(env: FoundryEnv, services: CombatServices, driver: CombatDriver) {
  const send = requestsFor(env).register(combatRequestType(env, driver));

  /** Sends one step; refusals and engine errors are shown to the user. Null when it did not happen. */
  async function perform(
    combat: CombatLike,
    intents: readonly CombatIntent[],
    options: StepOptions = {},
  ): Promise<StepReport | null> {
    if (combat.id === null || intents.length === 0) return null;
    const reply = await send({ combatId: combat.id, intents, ...options });
    if (!reply.ok) return null;
    if (!reply.value.ok) {
      showError(combat, reply.value.error);
      return null;
    }
    return reply.value.value;
  }

  function showError(combat: CombatLike, error: CoreError): void {
    const { key, data } = describeError(error, (id) => combat.combatants.get(id)?.name ?? undefined);
    env.notifications.warn(env.game.i18n.format(key, data));
  }

  /**
   * Rolls initiative for the combatants this user controls (the GM: any), each on its own die, adds them to
   * the count in one step, and shows the rolls in chat once it is written. Those already in the count are
   * skipped, unless `again` (the GM's reroll before the count begins): they leave the count and join it with
   * the new roll, in the same step.
   */
  async function roll(
    combat: CombatLike,
    ids: readonly string[],
    { again = false }: { again?: boolean } = {},
  ): Promise<StepReport | null> {
    const read = readState(combat);
    const die = read.ok && read.value ? read.value.rules.initiativeDie : services.rules().initiativeDie;
    const intents: CombatIntent[] = [];
    const rolls: CombatantRoll[] = [];
    for (const id of ids) {
      const c = combat.combatants.get(id);
      if (!c) continue;
      const counted = engineFlag(c) !== undefined;
      if (counted && !again) continue;
      const e = entrantOf(c, env.game.user);
      if (!e.canAct) continue;
      const rolled = await rollInitiative(env, services, e, die);
      rolls.push({ id, rolled });
      if (counted) intents.push({ type: "remove", id });
      intents.push({ type: "roll", id, roll: rolled.total });
    }
    const report = await perform(combat, intents);
    if (report?.written) await showRolls(combat, rolls);
    return report;
  }

  return { perform, showError, roll };
}
