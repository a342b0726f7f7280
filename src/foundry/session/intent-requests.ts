/**
 * Intents other clients ask of the active GM: what a request carries, how the active GM reads it back, and
 * who may ask what (GMs anything; players their own characters' lights and actions).
 */
import { err, LIMITS, ok, type Timer } from "../../core";
import type { Intent } from "../../ui";
import type { FoundryEnv } from "../env/ports";
import { ownsActor, refusal, requestsFor, type Refusal, type RequestContext } from "./requests";

/** The error code of an intent the active GM refused (`params.why` is the refusal's code). */
export const REFUSED = "refused";

/** What an intent came to, as the API and the request layer report it. */
export type IntentOutcome =
  | { readonly ok: true; readonly seconds: number }
  | {
      readonly ok: false;
      readonly error: { readonly code: string; readonly params: Record<string, string | number> };
    };

interface IntentRequest {
  readonly intent: Intent;
  /** The actor a player acts for (their character searching, lighting...). */
  readonly actor?: string | undefined;
}

/** Sends an intent to the active GM and tells what it came to. */
export type IntentAsker = (
  intent: Intent,
  options: { actor?: string; quiet?: boolean },
) => Promise<IntentOutcome>;

/** GMs may ask anything; players only for their own characters' lights and actions. */
function authorize(
  ctx: RequestContext,
  { intent, actor }: IntentRequest,
  timers: readonly Timer[],
): Refusal | null {
  if (ctx.user.isGM) return null;
  // A player's lights belong to their actors; lights on unlinked tokens are the GM's to handle.
  if (intent.type === "light") return ownsActor(ctx, intent.owner);
  if (intent.type === "extinguish") {
    const timer = timers.find((t) => t.id === intent.timer);
    return timer?.owner ? ownsActor(ctx, timer.owner) : refusal("notGM");
  }
  // Their party's actions, for an actor they own.
  if (intent.type === "action" || intent.type === "rest")
    return actor ? ownsActor(ctx, actor) : refusal("needsActor");
  return refusal("notGM");
}

/**
 * Registers the intent request: the active GM checks each against the clock's `timers` (a light's owner) and
 * carries it out with `perform`. Returns how to ask, naming the actor a player acts for: the one given, a
 * light's owner, or their character (a GM's request is not checked against it).
 */
export function intentRequests(
  env: FoundryEnv,
  timers: () => readonly Timer[],
  perform: (intent: Intent) => Promise<IntentOutcome>,
): IntentAsker {
  const send = requestsFor(env).register<IntentRequest, IntentOutcome>({
    type: "session.intent",
    validate: async (data) => {
      const { intent, actor } = (data ?? {}) as { intent?: unknown; actor?: unknown };
      // The same gate the GM's own intents pass (the session passes it again, with the preset's time scale),
      // loaded on first use as in Timekeeping#perform.
      const { gate } = await import("../../ui/session/gate");
      const parsed = gate(intent);
      if (!parsed.ok) return err(refusal("badRequest", { path: parsed.error.path ?? "intent" }));
      return ok({
        intent: parsed.value,
        actor: typeof actor === "string" && actor.length <= LIMITS.name ? actor : undefined,
      });
    },
    authorize: (ctx, data) => authorize(ctx, data, timers()),
    handle: (_ctx, data) => perform(data.intent),
  });
  return async (intent, options) => {
    const actor =
      options.actor ?? (intent.type === "light" ? intent.owner : env.documents.userCharacter()?.uuid);
    const reply = await send({ intent, actor }, { quiet: options.quiet });
    if (reply.ok) return reply.value;
    // The request layer has already shown its refusal unless quiet; report it without showing it twice.
    return {
      ok: false,
      error: { code: REFUSED, params: { ...reply.refusal.params, why: reply.refusal.code } },
    };
  };
}
