/**
 * Combat steps from any client: the tracker, the Combat document's own methods and the API send intents
 * through Turnkeeper's request layer to the active GM, who checks the sender controls the combatants it
 * acts for and runs the step (driver.ts). Initiative is rolled on the asking client, with Foundry's Roll
 * and the combatant's own die, so players roll their own dice and see them in chat.
 */
import { err, ok, type CoreError, type Result } from "../../core";
import { authorize, describeError, PLAYER_INTENTS, type TrackerIntentType } from "../../ui/tracker";
import type { FoundryEnv } from "../env";
import {
  refusal,
  requestsFor,
  type Refusal,
  type RequestContext,
  type RequestSender,
  type RequestType,
} from "../requests";
import {
  HOST_INTENTS,
  type CombatDriver,
  type CombatIntent,
  type CombatServices,
  type StepReport,
} from "./driver";
import { entrantOf } from "./entrants";
import type { CombatLike, CombatsPort } from "./ports";
import { engineFlag, readState } from "./store";

export const COMBAT_REQUEST = "combat.step";

/** What travels to the GM: the combat and the intents of one step. */
export interface CombatRequest {
  readonly combatId: string;
  readonly intents: readonly CombatIntent[];
}

export type CombatReply = Result<StepReport, CoreError>;

const INTENT_TYPES = new Set<string>([
  ...PLAYER_INTENTS,
  "begin",
  "reschedule",
  "reorder",
  "configure",
  "defeat",
  "remove",
  "shiftTide",
  "setTide",
  "addEffect",
  "removeEffect",
  "countOn",
  "undo",
  ...HOST_INTENTS,
] satisfies string[]);

/** At most this many intents in one step (rolling for a whole encounter). */
export const MAX_INTENTS = 200;

export function isCombatRequest(data: unknown): data is CombatRequest {
  if (data === null || typeof data !== "object") return false;
  const d = data as Partial<CombatRequest>;
  return (
    typeof d.combatId === "string" &&
    Array.isArray(d.intents) &&
    d.intents.length >= 1 &&
    d.intents.length <= MAX_INTENTS &&
    d.intents.every(
      (i: unknown) =>
        i !== null &&
        typeof i === "object" &&
        typeof (i as { type?: unknown }).type === "string" &&
        INTENT_TYPES.has((i as { type: string }).type),
    )
  );
}

function combatOf(combats: CombatsPort | undefined, id: string): CombatLike | undefined {
  const found = combats?.get(id);
  return found !== undefined && isTurnkeeperCombat(found) ? found : undefined;
}

/** Marks the Combat class Turnkeeper installed, so a document found by id can be driven. */
export const TURNKEEPER_COMBAT = Symbol.for("turnkeeper.combat");

export function isTurnkeeperCombat(doc: unknown): doc is CombatLike {
  return doc !== null && typeof doc === "object" && TURNKEEPER_COMBAT in doc;
}

/** The request the active GM answers: shape, then the sender's rights over each intent, then the step. */
export function combatRequestType(
  env: FoundryEnv,
  driver: CombatDriver,
): RequestType<CombatRequest, CombatReply> {
  return {
    type: COMBAT_REQUEST,
    validate: (data) => (isCombatRequest(data) ? ok(data) : err(refusal("badRequest"))),
    authorize(ctx: RequestContext, data: CombatRequest): Refusal | null {
      const combat = combatOf(env.game.combats, data.combatId);
      if (!combat) return refusal("unknownCombat");
      if (ctx.user.isGM) return null;
      for (const intent of data.intents) {
        const allowed = authorize(intent as never, {
          isGM: false,
          owns: (id) => combat.combatants.get(id)?.testUserPermission(ctx.user, "OWNER") === true,
        });
        if (!allowed.ok) {
          if (allowed.error.code === "tracker.gmOnly") return refusal("notGM");
          const id = String(allowed.error.params.id ?? "");
          return refusal("notOwner", { actor: combat.combatants.get(id)?.name ?? id });
        }
      }
      return null;
    },
    async handle(ctx, data) {
      const combat = combatOf(env.game.combats, data.combatId);
      if (!combat) return err({ code: "tracker.noCombat", params: {}, message: "tracker.noCombat" });
      return driver.run(combat, data.intents, ctx.user);
    },
  };
}

/** One client's way into combat steps. */
export class CombatClient {
  constructor(
    private readonly env: FoundryEnv,
    private readonly services: CombatServices,
    private readonly send: RequestSender<CombatRequest, CombatReply>,
  ) {}

  static register(env: FoundryEnv, services: CombatServices, driver: CombatDriver): CombatClient {
    const send = requestsFor(env).register(combatRequestType(env, driver));
    return new CombatClient(env, services, send);
  }

  /** Sends one step; refusals and engine errors are shown to the user. Null when it did not happen. */
  async perform(combat: CombatLike, intents: readonly CombatIntent[]): Promise<StepReport | null> {
    if (combat.id === null || intents.length === 0) return null;
    const reply = await this.send({ combatId: combat.id, intents });
    if (!reply.ok) return null;
    if (!reply.value.ok) {
      this.showError(combat, reply.value.error);
      return null;
    }
    return reply.value.value;
  }

  showError(combat: CombatLike, error: CoreError): void {
    const { key, data } = describeError(error, (id) => combat.combatants.get(id)?.name ?? undefined);
    this.env.notifications.warn(this.env.game.i18n.format(key, data));
  }

  /**
   * Rolls initiative for the combatants this user controls (the GM: any), each on its own die, shows the
   * rolls in chat, and adds them to the count in one step. Those already in the count are skipped, unless
   * `again` (the GM's reroll before the count begins): they leave the count and join it with the new roll,
   * in the same step.
   */
  async roll(
    combat: CombatLike,
    ids: readonly string[],
    { again = false }: { again?: boolean } = {},
  ): Promise<StepReport | null> {
    const user = this.env.game.user;
    const read = readState(combat);
    const die = read.ok && read.value ? read.value.rules.initiativeDie : this.services.rules().initiativeDie;
    const intents: CombatIntent[] = [];
    for (const id of ids) {
      const c = combat.combatants.get(id);
      if (!c) continue;
      const rolled = engineFlag(c) !== undefined;
      if (rolled && !again) continue;
      const e = entrantOf(c, user);
      if (!e.canAct) continue;
      const total = await this.services.roll(e.initiativeDie ?? die, {
        flavor: this.env.game.i18n.format("TURNKEEPER.Tracker.RollFlavor", { name: e.name }),
        blind: e.hidden,
      });
      if (rolled) intents.push({ type: "remove", id });
      intents.push({ type: "roll", id, roll: total });
    }
    return this.perform(combat, intents);
  }

  /** Whether this user may ask for an intent at all (players: turn actions for their own combatants). */
  mayAsk(combat: CombatLike, type: TrackerIntentType, id: string | null): boolean {
    const user = this.env.game.user;
    if (!user) return false;
    if (user.isGM) return true;
    if (!(PLAYER_INTENTS as readonly string[]).includes(type) || id === null) return false;
    return combat.combatants.get(id)?.testUserPermission(user, "OWNER") === true;
  }
}

const clients = new WeakMap<FoundryEnv, CombatClient>();

export function setCombatClient(env: FoundryEnv, client: CombatClient): void {
  clients.set(env, client);
}

/** The combat client registered for this env at `init`, if combat is set up there. */
export function combatClientFor(env: FoundryEnv): CombatClient | undefined {
  return clients.get(env);
}
