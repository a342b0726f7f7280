/**
 * Player requests: things a player may ask for but not do (light a torch, search a room, act in combat). A
 * request type is registered once per client with a validator, an authorization check and a handler; sending
 * one routes it to the active GM (the one writer) over the module's socket, or runs it in place when this client
 * is that GM. The GM's client checks the message, the sender's rights and the data before the handler runs, and
 * a refused request comes back as a localized message for the sender.
 *
 * Who sent a request is never read from the message: Foundry's server hands every socket listener the id of the
 * user whose connection emitted it (docs/contract/foundation.md, `game.socket.on`), so a player cannot act as
 * another user or as a GM from the browser console. A message without that id, with fields a real request never
 * has, or sent twice is refused before anything runs (fail closed), and so is a user's request past
 * LIMITS.requestsPerMinute in a minute, so one client cannot keep the active GM busy.
 */
import { LIMITS, type Result } from "../../core";
import { isActiveGM, type FoundryEnv } from "../env/ports";
import type { UserLike } from "../env/users";

/** The module's socket channel (`socket: true` in module.json). */
export const SOCKET = "module.turnkeeper" as const;

/** How long a sender waits for the active GM's answer. */
const REPLY_TIMEOUT_MS = 10_000;
/** A request sent longer ago than this (by `game.time.serverTime`) is a replay, whoever sends it. */
const FRESH_MS = 60_000;
/** The window a user's requests are counted in, against LIMITS.requestsPerMinute. */
const MINUTE_MS = 60_000;

/** A player's request on the socket: addressed to one GM, named by a random id, stamped with server time. */
export interface RequestMessage {
  readonly kind: "request";
  readonly id: string;
  readonly to: string;
  readonly type: string;
  readonly data: unknown;
  readonly sent: number;
}

/** The GM's answer on the socket, addressed to the request's sender. */
export interface ReplyMessage {
  readonly kind: "reply";
  readonly id: string;
  readonly to: string;
  readonly reply: RequestReply<unknown>;
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
  /** The user who sent the request, as the server identified their connection. */
  readonly user: UserLike;
}

export interface RequestType<D, R> {
  /** Unique within Turnkeeper, e.g. "lights.light" or "combat.act". */
  readonly type: string;
  /**
   * Checks data from another client (never trusted) and returns it typed, or a refusal; a promise of that where
   * the check is loaded on first use (the intents' gate).
   */
  validate(data: unknown): Result<D, Refusal> | Promise<Result<D, Refusal>>;
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
/** A request that could not be answered: the handler threw. */
const failed = (error: unknown) =>
  refused<never>("failed", { message: error instanceof Error ? error.message : String(error) });

/** A GM, or a user who owns the actor with this UUID. */
export function ownsActor(ctx: RequestContext, actorUuid: string): Refusal | null {
  if (ctx.user.isGM) return null;
  const actor = ctx.env.documents.actor(actorUuid);
  if (!actor) return refusal("unknownActor", { uuid: actorUuid });
  return actor.testUserPermission(ctx.user, "OWNER") ? null : refusal("notOwner", { actor: actor.name });
}

interface Pending {
  readonly gm: string;
  readonly settle: (reply: RequestReply<unknown>) => void;
}

export class RequestRouter {
  readonly #types = new Map<string, RequestType<unknown, unknown>>();
  readonly #env: FoundryEnv;
  /** This client's requests waiting for the GM's answer, by id. */
  readonly #pending = new Map<string, Pending>();
  /** Ids of requests this client answered as the active GM, with their server time, to refuse replays. */
  readonly #answered = new Map<string, number>();
  /** The server times of each user's requests in the last minute, by user id. */
  readonly #recent = new Map<string, number[]>();

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

  /**
   * Listens on the module's socket: requests addressed to this client, answers to this client's requests. A
   * request whose GM leaves is answered "no GM" at once rather than after the timeout.
   */
  install(): void {
    const env = this.#env;
    env.game.socket.on(SOCKET, (message, senderId) => void this.#heard(message, senderId));
    env.Hooks.on("userConnected", ((user: UserLike, connected: boolean) => {
      if (connected) return;
      for (const [id, pending] of this.#pending)
        if (pending.gm === user.id) this.#settle(id, refused("noGM"));
    }) as never);
  }

  /** Sends a request to the active GM, or handles it here when this client is that GM. */
  async send<R>(type: string, data: unknown, options: SendOptions = {}): Promise<RequestReply<R>> {
    const env = this.#env;
    const me = env.game.user;
    const gm = env.game.users.activeGM;
    let reply: RequestReply<unknown>;
    if (!me?.id) reply = refused("noUser");
    else if (!gm?.id) reply = refused("noGM");
    else if (isActiveGM(env)) reply = await this.#answer(me, type, data);
    else reply = await this.#ask(gm.id, type, data);
    if (!reply.ok && !options.quiet) {
      const { code, params } = reply.refusal;
      env.notifications.warn(env.game.i18n.format(`TURNKEEPER.Request.Refused.${code}`, { ...params }));
    }
    return reply as RequestReply<R>;
  }

  #ask(gm: string, type: string, data: unknown): Promise<RequestReply<unknown>> {
    const env = this.#env;
    const id = env.utils.randomID();
    const message: RequestMessage = {
      kind: "request",
      id,
      to: gm,
      type,
      data,
      sent: env.game.time.serverTime,
    };
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#settle(id, refused("noReply")), REPLY_TIMEOUT_MS);
      this.#pending.set(id, {
        gm,
        settle: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
      });
      env.game.socket.emit(SOCKET, message);
    });
  }

  #settle(id: string, reply: RequestReply<unknown>): void {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    pending?.settle(reply);
  }

  /** A socket message from another client; `senderId` is the server's word for who sent it. */
  async #heard(message: unknown, senderId: unknown): Promise<void> {
    const me = this.#env.game.user?.id;
    if (!me || !isObject(message) || message.to !== me) return;
    if (message.kind === "reply") {
      // Only the GM the request went to may answer it: a player cannot feed another player a fake answer.
      const pending = typeof message.id === "string" ? this.#pending.get(message.id) : undefined;
      if (pending && pending.gm === senderId && isReply(message.reply))
        this.#settle(message.id as string, message.reply);
      return;
    }
    const sender = typeof senderId === "string" ? this.#env.game.users.get(senderId) : undefined;
    // Without the server's word for the sender there is nobody to answer and nobody to authorize: drop it.
    if (!sender?.id) {
      console.warn("turnkeeper | dropped a request the server did not name a sender for");
      return;
    }
    const reply = await this.#receive(message, sender);
    if (typeof message.id === "string" && message.id.length <= 64) {
      const answer: ReplyMessage = { kind: "reply", id: message.id, to: sender.id, reply };
      this.#env.game.socket.emit(SOCKET, answer);
    }
  }

  /** Checks a request message from `sender` for shape, freshness and the sender's rate, then answers it. */
  async #receive(message: Record<string, unknown>, sender: UserLike): Promise<RequestReply<unknown>> {
    if (!isActiveGM(this.#env)) return refused("notActiveGM");
    if (!isRequest(message)) return refused("badRequest");
    const now = this.#env.game.time.serverTime;
    for (const [id, at] of this.#answered) if (now - at > FRESH_MS) this.#answered.delete(id);
    if (this.#answered.has(message.id) || Math.abs(now - message.sent) > FRESH_MS) return refused("replayed");
    this.#answered.set(message.id, message.sent);
    if (this.#tooMany(sender.id ?? "", now)) return refused("tooMany", { limit: LIMITS.requestsPerMinute });
    return this.#answer(sender, message.type, message.data);
  }

  /** Counts a request of `user` at server time `now`: whether it is one more than a minute allows. */
  #tooMany(user: string, now: number): boolean {
    const recent = (this.#recent.get(user) ?? []).filter((at) => now - at < MINUTE_MS);
    const over = recent.length >= LIMITS.requestsPerMinute;
    if (!over) recent.push(now);
    this.#recent.set(user, recent);
    return over;
  }

  /** The type, the data, the sender's rights, then the handler. */
  async #answer(user: UserLike, typeName: string, data: unknown): Promise<RequestReply<unknown>> {
    const type = this.#types.get(typeName);
    if (!type) return refused("unknownRequest", { type: typeName });
    const valid = await type.validate(data);
    if (!valid.ok) return { ok: false, refusal: valid.error };
    const ctx: RequestContext = { env: this.#env, user };
    const denied = type.authorize(ctx, valid.value);
    if (denied) return { ok: false, refusal: denied };
    try {
      return { ok: true, value: await type.handle(ctx, valid.value) };
    } catch (error) {
      console.error(`turnkeeper | request ${typeName} failed`, error);
      return failed(error);
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const REQUEST_KEYS = ["data", "id", "kind", "sent", "to", "type"].join();

/** Exactly the fields a request has: one that also names a user (or anything else) was not made by Turnkeeper. */
function isRequest(value: Record<string, unknown>): value is RequestMessage & Record<string, unknown> {
  return (
    Object.keys(value).sort().join() === REQUEST_KEYS &&
    typeof value.id === "string" &&
    /^[A-Za-z0-9]{8,64}$/.test(value.id) &&
    typeof value.type === "string" &&
    typeof value.sent === "number" &&
    Number.isFinite(value.sent)
  );
}

function isReply(value: unknown): value is RequestReply<unknown> {
  if (!isObject(value)) return false;
  if (value.ok === true) return "value" in value;
  return value.ok === false && isObject(value.refusal) && typeof value.refusal.code === "string";
}

const routers = new WeakMap<FoundryEnv, RequestRouter>();

/** The request router of one client (one per env, so tests can run several clients side by side). */
export function requestsFor(env: FoundryEnv): RequestRouter {
  let router = routers.get(env);
  if (!router) routers.set(env, (router = new RequestRouter(env)));
  return router;
}
