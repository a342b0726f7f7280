/**
 * Player requests: things a player may ask for but not do (light a torch, search a room, act in combat). A
 * request type is registered once per client with a validator, an authorization check and a handler; sending
 * one routes it to the active GM (the one writer) through a v13 query, or runs it in place when this client is
 * that GM. The GM's client checks the data and the sender's rights before the handler runs, and a refused
 * request comes back as a localized message for the sender.
 *
 * Foundry's query handlers are not told who sent a query, so the envelope names the sender. The check stops
 * honest mistakes and keeps players from changing world time or timers through Turnkeeper's UI; it does not
 * stop a player forging a request from the browser console.
 */
import type { Result } from "../core";
import { isActiveGM, type FoundryEnv, type QueryableUser } from "./env";

export const REQUEST_QUERY = "turnkeeper.request" as const;

export interface RequestEnvelope {
  readonly type: string;
  readonly data: unknown;
  readonly userId: string;
}

/** Why a request was refused: a code localized as `TURNKEEPER.Request.Refused.<code>`, with its data. */
export interface Refusal {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

export type RequestReply<R> =
  { readonly ok: true; readonly value: R } | { readonly ok: false; readonly refusal: Refusal };

export interface RequestContext {
  readonly env: FoundryEnv;
  /** The user who sent the request (on the GM's client, looked up from the envelope). */
  readonly user: QueryableUser;
}

export interface RequestType<D, R> {
  /** Unique within Turnkeeper, e.g. "lights.light" or "combat.act". */
  readonly type: string;
  /** Checks data from another client (never trusted) and returns it typed, or a refusal. */
  validate(data: unknown): Result<D, Refusal>;
  /** Null when `ctx.user` may make this request; otherwise why not. GMs usually may (see `ownsActor`). */
  authorize(ctx: RequestContext, data: D): Refusal | null;
  /** Runs on the active GM's client only. Whatever it returns goes back to the sender (keep it JSON). */
  handle(ctx: RequestContext, data: D): R | Promise<R>;
}

export interface SendOptions {
  /** Do not show the refusal to the user (the caller shows it its own way). */
  readonly quiet?: boolean | undefined;
}

export type RequestSender<D, R> = (data: D, options?: SendOptions) => Promise<RequestReply<R>>;

export const refusal = (code: string, params?: Record<string, string | number>): Refusal => ({
  code,
  params,
});
const refused = <R>(code: string, params?: Record<string, string | number>): RequestReply<R> => ({
  ok: false,
  refusal: refusal(code, params),
});
/** A request that could not be answered: the query failed, or the handler threw. */
const failed = (error: unknown) =>
  refused<never>("failed", { message: error instanceof Error ? error.message : String(error) });

/** A GM, or a user who owns the actor with this UUID. */
export function ownsActor(ctx: RequestContext, actorUuid: string): Refusal | null {
  if (ctx.user.isGM) return null;
  const actor = ctx.env.documents.actor(actorUuid);
  if (!actor) return refusal("unknownActor", { uuid: actorUuid });
  return actor.testUserPermission(ctx.user, "OWNER") ? null : refusal("notOwner", { actor: actor.name });
}

export class RequestRouter {
  readonly #types = new Map<string, RequestType<unknown, unknown>>();
  readonly #env: FoundryEnv;

  constructor(env: FoundryEnv) {
    this.#env = env;
  }

  /** Registers a request type (on every client, at `init`) and returns a typed function that sends it. */
  register<D, R>(type: RequestType<D, R>): RequestSender<D, R> {
    if (this.#types.has(type.type))
      throw new Error(`Turnkeeper request type ${type.type} is registered twice`);
    // Kept with its data and result types erased: a handler only ever gets data its own validator accepted.
    this.#types.set(type.type, type as unknown as RequestType<unknown, unknown>);
    return (data, options) => this.send<R>(type.type, data, options);
  }

  /** Puts the query handler in `CONFIG.queries`, so the active GM's client answers requests. */
  install(): void {
    this.#env.config.queries[REQUEST_QUERY] = (envelope) => this.receive(envelope);
  }

  /** Sends a request to the active GM (waiting 10 s at most), or handles it here when this client is that GM. */
  async send<R>(type: string, data: unknown, options: SendOptions = {}): Promise<RequestReply<R>> {
    const env = this.#env;
    const me = env.game.user;
    const gm = env.game.users.activeGM;
    let reply: RequestReply<R>;
    if (!me?.id) reply = refused("noUser");
    else if (!gm?.id) reply = refused("noGM");
    else {
      const envelope: RequestEnvelope = { type, data, userId: me.id };
      try {
        reply = (await (isActiveGM(env)
          ? this.receive(envelope)
          : gm.query(REQUEST_QUERY, envelope, { timeout: 10_000 }))) as RequestReply<R>;
      } catch (error) {
        reply = failed(error);
      }
    }
    if (!reply.ok && !options.quiet) {
      const { code, params } = reply.refusal;
      env.notifications.warn(env.game.i18n.format(`TURNKEEPER.Request.Refused.${code}`, { ...params }));
    }
    return reply;
  }

  /** Answers a request on the active GM's client: shape, sender, type, data, rights, then the handler. */
  async receive(envelope: unknown): Promise<RequestReply<unknown>> {
    const env = this.#env;
    if (!isActiveGM(env)) return refused("notActiveGM");
    if (!isEnvelope(envelope)) return refused("badRequest");
    const user = env.game.users.get(envelope.userId);
    if (!user) return refused("unknownUser");
    const type = this.#types.get(envelope.type);
    if (!type) return refused("unknownRequest", { type: envelope.type });
    const data = type.validate(envelope.data);
    if (!data.ok) return { ok: false, refusal: data.error };
    const ctx: RequestContext = { env, user };
    const denied = type.authorize(ctx, data.value);
    if (denied) return { ok: false, refusal: denied };
    try {
      return { ok: true, value: await type.handle(ctx, data.value) };
    } catch (error) {
      console.error(`turnkeeper | request ${envelope.type} failed`, error);
      return failed(error);
    }
  }
}

function isEnvelope(value: unknown): value is RequestEnvelope {
  if (value === null || typeof value !== "object") return false;
  const v = value as Partial<RequestEnvelope>;
  return typeof v.type === "string" && typeof v.userId === "string" && "data" in v;
}

const routers = new WeakMap<FoundryEnv, RequestRouter>();

/** The request router of one client (one per env, so tests can run several clients side by side). */
export function requestsFor(env: FoundryEnv): RequestRouter {
  let router = routers.get(env);
  if (!router) routers.set(env, (router = new RequestRouter(env)));
  return router;
}
