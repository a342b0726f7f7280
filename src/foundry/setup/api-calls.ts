/**
 * The API's calls that perform intents (api.ts puts the API together): loaded on the first such call, a chunk of
 * its own, since most clients never make one. Callers are macros as often as typed code: whatever they pass,
 * each call builds its intent from it and lets the gate (src/ui/session/gate.ts) say what is wrong, so a call
 * resolves to a refusal rather than throwing.
 */
import { parseArea, type Intent } from "../../ui";
import { ask, lightOwners } from "../dialogs/dialogs";
import type { FoundryEnv } from "../env/ports";
import type { IntentOutcome, TurnkeeperApi } from "./api-types";
import type { Timekeeping } from "../session/timekeeping";

/** Performs an intent; a player's request names the actor given, else their light's owner or character. */
type Act = (intent: Intent, actor?: string) => Promise<IntentOutcome>;

/** The one intent a procedure's form gives (null when cancelled). */
type Asked = (kind: "camp" | "travel" | "pushedMount" | "morale") => Promise<Intent | null>;

const invalid = (code: string, params: Record<string, string | number> = {}): IntentOutcome => ({
  ok: false,
  error: { code, params },
});

/**
 * The options that are given, for an intent: one left out is not sent. Any other value is, so the gate refuses
 * one that is wrong (a count of 0 is refused, never read as no count and so one).
 */
const given = <T extends object>(options: T): Partial<T> =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;

/** A list of the caller's, copied so the intent keeps its own; anything else as given, for the gate to refuse. */
const copied = <T>(list: readonly T[] | undefined): T[] | undefined =>
  Array.isArray(list) ? [...list] : (list as T[] | undefined);

type TimeCalls = "advance" | "advanceUnit" | "action" | "rest" | "undo" | "setArea" | "perform";

/** Calls that spend time, take it back, or set the area in force. */
function timeCalls(act: Act): Pick<TurnkeeperApi, TimeCalls> {
  return {
    advance: (by, options) => act({ type: "advance", by, ...given({ note: options?.note }) }),
    advanceUnit: (unit, count) => act({ type: "advanceUnit", unit, ...given({ count }) }),
    action: (id, o) =>
      act(
        {
          type: "action",
          action: id,
          ...given({ attempts: o?.attempts, squareFeet: o?.squareFeet, note: o?.note }),
        },
        o?.actor,
      ),
    rest: (options) => act({ type: "rest", ...given({ note: options?.note }) }, options?.actor),
    undo: (entry) => act({ type: "undo", entry }),
    async setArea(area) {
      if (area === null) return act({ type: "setArea", area: null });
      const parsed = parseArea({ ...area, version: 1 });
      if (!parsed.ok) return invalid(parsed.error.code, { ...parsed.error.params });
      return act({ type: "setArea", area: parsed.value });
    },
    perform: (intent) => act(intent),
  };
}

/**
 * The wilderness procedures: each performs the intent made from the caller's options, or without options the
 * one its form gives.
 */
function procedures(act: Act, asked: Asked): Pick<TurnkeeperApi, "camp" | "travel" | "pushedMount"> {
  const orAsked = async (kind: "camp" | "travel" | "pushedMount", intent: Intent | undefined) => {
    const chosen = intent ?? (await asked(kind));
    return chosen ? act(chosen) : null;
  };
  return {
    camp: (o) =>
      orAsked(
        "camp",
        o && {
          type: "camp",
          ...given({
            season: o.season,
            terrain: o.terrain,
            tents: o.tents,
            members: copied(o.members),
          }),
        },
      ),
    travel: (options) => {
      const { encumbered, ...rest } = options ?? {};
      return orAsked(
        "travel",
        options && {
          type: "travelHex",
          ...rest,
          ...given({ encumbered: copied(encumbered) }),
          ...(options.navigator ? { navigator: { ...options.navigator } } : {}),
        },
      );
    },
    pushedMount: (options) => orAsked("pushedMount", options && { type: "pushedMount", ...options }),
  };
}

type Checks = "checkEncounter" | "loudNoise" | "reaction" | "morale" | "navigation" | "shelter";

/** The checks and rolls made on their own. */
function checks(act: Act, asked: Asked): Pick<TurnkeeperApi, Checks> {
  return {
    checkEncounter: (options) => act({ type: "checkEncounter", ...(options?.loud ? { loud: true } : {}) }),
    loudNoise: () => act({ type: "checkEncounter", loud: true }),
    reaction: (options) =>
      act({ type: "reaction", ...given({ modifier: options?.modifier, name: options?.name }) }),
    async morale(score, options) {
      const answer = score === undefined ? await asked("morale") : null;
      const form = answer?.type === "morale" ? answer : null;
      const s = score ?? form?.score;
      if (s === undefined) return null;
      const more = given({
        modifier: options?.modifier ?? form?.modifier,
        name: options?.name ?? form?.name,
      });
      return act({ type: "morale", score: s, ...more });
    },
    navigation: (score, options = {}) => act({ type: "navigation", score, ...options }),
    shelter(options) {
      const more = given({ terrain: options?.terrain, members: copied(options?.members) });
      return act({ type: "shelter", season: options?.season, ...more });
    },
  };
}

/** Light sources: lit for an owner, the selected tokens or the user's character (or as the form says), put out. */
function lights(env: FoundryEnv, tk: Timekeeping, act: Act): Pick<TurnkeeperApi, "light" | "extinguish"> {
  return {
    async light(owner, source) {
      const uuid = typeof owner === "string" ? owner : owner?.uuid;
      if (uuid) {
        const name = env.documents.actor(uuid)?.name ?? env.documents.token(uuid)?.name ?? uuid;
        return [await act({ type: "light", owner: uuid, ownerName: name, source: source ?? "torch" })];
      }
      if (source) {
        const owners = lightOwners(env);
        return Promise.all(
          owners.map((o) => act({ type: "light", owner: o.owner, ownerName: o.name, source })),
        );
      }
      const results: IntentOutcome[] = [];
      for (const intent of (await ask(env, tk, "light")) ?? []) results.push(await act(intent));
      return results;
    },
    extinguish: (timer) => act({ type: "extinguish", timer }),
  };
}

/** The calls that perform intents (api.ts loads them on the first). */
export type IntentCalls = Pick<
  TurnkeeperApi,
  TimeCalls | "camp" | "travel" | "pushedMount" | Checks | "light" | "extinguish"
>;

export function intentCalls(env: FoundryEnv, tk: Timekeeping): IntentCalls {
  const act: Act = (intent, actor) => tk.perform(intent, { actor });
  const asked: Asked = async (kind) => (await ask(env, tk, kind))?.[0] ?? null;
  return {
    ...timeCalls(act),
    ...procedures(act, asked),
    ...checks(act, asked),
    ...lights(env, tk, act),
  };
}
