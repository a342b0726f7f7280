/**
 * Player requests: things a player may ask for but not do (light a torch, search a room, act in combat). A
 * request type is registered once per client with a validator, an authorization check and a handler; sending
 * one routes it to the active GM (the one writer) through a v13 query, or runs it in place when this client is
 * that GM. The GM's client checks the data and the sender's rights before the handler runs, and a refused
 * request comes back as a localized message for the sender.
 *
 * Foundry's query handlers are not told who sent a query, so the envelope names the sender. The check stops
 * honest mistakes and keeps players from changing world time or timers through Turnkeeper's UI; it does not
 * stop a player forging a request from the browser console. Requests that must never come from a player use
 * `authorize: gmOnly`.
 */
import type { Result } from "../core";
import type { FoundryEnv, QueryableUser } from "./env";

export const REQUEST_QUERY = "turnkeeper.request" as const;
/** How long a sender waits for the GM's answer. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** What travels to the GM: the request type, its data, and the sending user's id. */
export interface RequestEnvelope {
  readonly type: string;
  readonly data: unknown;
  readonly userId: string;
}

/** Why a request was refused: a code localized as `TURNKEEPER.Request.Refused.<code>`, with its data. */
export interface Refusal {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
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
  readonly quiet?: boolean;
  readonly timeout?: number;
}

export type RequestSender<D, R> = (data: D, options?: SendOptions) => Promise<RequestReply<R>>;

export const refusal = (code: string, params?: Record<string, string | number>): Refusal =>
  params === undefined ? { code } : { code, params };
const refused = <R>(code: string, params?: Record<string, string | number>): RequestReply<R> => ({
  ok: false,
  refusal: refusal(code, params),
});

/** Only a GM may make this request. */
export function gmOnly(ctx: RequestContext): Refusal | null {
  return ctx.user.isGM ? null : refusal("notGM");
}

/** A GM, or a user who owns the actor with this UUID. */
export function ownsActor(ctx: RequestContext, actorUuid: string): Refusal | null {
  if (ctx.user.isGM) return null;
  const actor = ctx.env.documents.actor(actorUuid);
  if (!actor) return refusal("unknownActor", { uuid: actorUuid });
  return actor.testUserPermission(ctx.user, "OWNER") ? null : refusal("notOwner", { actor: actor.name });
}

/** The localized text of a refusal. */
export function refusalText(env: FoundryEnv, r: Refusal): string {
  return env.game.i18n.format(`TURNKEEPER.Request.Refused.${r.code}`, { ...r.params });
}

export class RequestRouter {
  private readonly types = new Map<string, RequestType<unknown, unknown>>();

  constructor(private readonly env: FoundryEnv) {}

  /** Registers a request type (on every client, at `init`) and returns a typed function that sends it. */
  register<D, R>(type: RequestType<D, R>): RequestSender<D, R> {
    if (this.types.has(type.type))
      throw new Error(`Turnkeeper request type ${type.type} is registered twice`);
    // Kept with its data and result types erased: a handler only ever gets data its own validator accepted.
    this.types.set(type.type, type as unknown as RequestType<unknown, unknown>);
    return (data, options) => this.send<R>(type.type, data, options);
  }

  has(type: string): boolean {
    return this.types.has(type);
  }

  /** Puts the query handler in `CONFIG.queries`, so the active GM's client answers requests. */
  install(): void {
    this.env.config.queries[REQUEST_QUERY] = (envelope) => this.receive(envelope);
  }

  /** Sends a request to the active GM, or handles it here when this client is that GM. */
  async send<R>(type: string, data: unknown, options: SendOptions = {}): Promise<RequestReply<R>> {
    const reply = await this.route<R>(type, data, options.timeout ?? REQUEST_TIMEOUT_MS);
    if (!reply.ok && !options.quiet) this.env.notifications.warn(refusalText(this.env, reply.refusal));
    return reply;
  }

  private async route<R>(type: string, data: unknown, timeout: number): Promise<RequestReply<R>> {
    const me = this.env.game.user;
    if (!me?.id) return refused("noUser");
    const envelope: RequestEnvelope = { type, data, userId: me.id };
    const gm = this.env.game.users.activeGM;
    if (!gm?.id) return refused("noGM");
    if (gm.id === me.id) return (await this.receive(envelope)) as RequestReply<R>;
    try {
      return (await gm.query(REQUEST_QUERY, envelope, { timeout })) as RequestReply<R>;
    } catch (error) {
      return refused("failed", { message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Answers a request on the active GM's client: shape, sender, type, data, rights, then the handler. */
  async receive(envelope: unknown): Promise<RequestReply<unknown>> {
    const me = this.env.game.user;
    const gm = this.env.game.users.activeGM;
    if (!me?.isGM || !gm || gm.id !== me.id) return refused("notActiveGM");
    if (!isEnvelope(envelope)) return refused("badRequest");
    const user = this.env.game.users.get(envelope.userId);
    if (!user) return refused("unknownUser");
    const type = this.types.get(envelope.type);
    if (!type) return refused("unknownRequest", { type: envelope.type });
    const data = type.validate(envelope.data);
    if (!data.ok) return { ok: false, refusal: data.error };
    const ctx: RequestContext = { env: this.env, user };
    const denied = type.authorize(ctx, data.value);
    if (denied) return { ok: false, refusal: denied };
    try {
      return { ok: true, value: await type.handle(ctx, data.value) };
    } catch (error) {
      console.error(`turnkeeper | request ${envelope.type} failed`, error);
      return refused("failed", { message: error instanceof Error ? error.message : String(error) });
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
  if (!router) {
    router = new RequestRouter(env);
    routers.set(env, router);
  }
  return router;
}
