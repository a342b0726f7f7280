/**
 * The public API on `game.modules.get("turnkeeper").api`. Documented in the README; other modules and
 * macros may rely on it, so names here are a contract. Every call that changes time or timers goes to the
 * active GM (the one writer): a GM's call runs there, a player's is a request checked for ownership.
 */
import {
  BUILT_IN_PRESET_IDS,
  formatClock,
  readClock,
  SEASONS,
  type BuiltInPresetId,
  type Preset,
  type Season,
} from "../../core";
import { parseArea, type AreaInput, type Intent, type WorldState } from "../../ui";
import type { ClockPanel } from "../clock/panel";
import { ask, lightOwners } from "../dialogs/dialogs";
import { createCombatApi, type TurnkeeperCombatApi } from "../combat";
import type { FoundryEnv } from "../env/ports";
import { HOOKS } from "./hooks";
import { localizer, type IntentOutcome, type Timekeeping } from "../session/timekeeping";

export type { IntentOutcome } from "../session/timekeeping";

export interface TravelOptions {
  readonly terrain?: string;
  readonly road?: boolean;
  readonly method?: "foot" | "mounted" | "pushed";
  readonly inclement?: boolean;
  /** The party force-marches: a hex begun in the day's spare watch is a third watch of travel (R000-11). */
  readonly forceMarch?: boolean;
  readonly search?: boolean;
  readonly navigator?: {
    readonly score: number;
    readonly advantage?: boolean;
    readonly disadvantage?: boolean;
  };
  readonly guided?: boolean;
}

export interface CampOptions {
  readonly season?: Season;
  readonly terrain?: string;
  readonly tents?: boolean;
  readonly members?: readonly string[];
}

export interface TurnkeeperApi {
  /** The module's version, as in its manifest. */
  readonly version: string;
  /** Ids of the presets that ship with Turnkeeper. */
  readonly presets: readonly BuiltInPresetId[];
  /** The names of the hooks Turnkeeper calls. */
  readonly hooks: typeof HOOKS;
  /** Segment combat: run tracker steps, read a combat's engine state and tracker view (combat/api.ts). */
  readonly combat: TurnkeeperCombatApi;
  /** The preset in force (a built-in one, or the last valid custom one). */
  preset(): Preset;
  /** The world time in seconds (`game.time.worldTime`). */
  now(): number;
  /** The clock reading in the preset's units: "day 1, watch 2 of 4, turn 3 of 36, round 1 of 10". */
  reading(style?: "long" | "compact"): string;
  /** The stored timekeeping state: timers, lights, checks, the time log, the area in force. */
  state(): WorldState;
  /** Advances by a typed duration ("1 turn", "2d6 rounds", "1 watch 2 turns") or seconds. */
  advance(by: string | number, options?: { note?: string }): Promise<IntentOutcome>;
  /** Advances by whole units of the preset ("segment", "round", "turn", "watch", "day"). */
  advanceUnit(unit: string, count?: number): Promise<IntentOutcome>;
  /** One of the preset's actions by id ("search", "pickLock", "breakDoor", "shortRest"...). */
  action(
    id: string,
    options?: { attempts?: number; squareFeet?: number; note?: string; actor?: string },
  ): Promise<IntentOutcome>;
  rest(options?: { note?: string; actor?: string }): Promise<IntentOutcome>;
  /** Makes camp: seeks shelter, then rests until the next day. Without options, asks in a dialog. */
  camp(options?: CampOptions): Promise<IntentOutcome | null>;
  /** Crosses one hex. Without options, asks in a dialog. */
  travel(options?: TravelOptions): Promise<IntentOutcome | null>;
  /** Rolls an encounter check for the area in force now. */
  checkEncounter(options?: { loud?: boolean }): Promise<IntentOutcome>;
  /** The party is loud: the extra check the rules call for (R001-08). */
  loudNoise(): Promise<IntentOutcome>;
  /**
   * Lights a source ("torch" by default) for an actor or token (a UUID, or a document with `uuid`); without
   * one, for the selected tokens or the user's character.
   */
  light(owner?: string | { uuid: string } | null, source?: string): Promise<IntentOutcome[]>;
  extinguish(timerId: string): Promise<IntentOutcome>;
  reaction(options?: { modifier?: number; name?: string }): Promise<IntentOutcome>;
  /** A morale check against `score` (2-12); without a score, asks in a dialog. */
  morale(score?: number, options?: { modifier?: number; name?: string }): Promise<IntentOutcome | null>;
  navigation(
    score: number,
    options?: { advantage?: boolean; disadvantage?: boolean },
  ): Promise<IntentOutcome>;
  shelter(options: { season: Season; terrain?: string; members?: readonly string[] }): Promise<IntentOutcome>;
  /** A pushed mount's roll for its life at the end of the day; without options, asks in a dialog. */
  pushedMount(options?: { mount: string; hd?: number; pushedDays?: number }): Promise<IntentOutcome | null>;
  /** Undoes back to (and including) a time log entry; the last entry by default. */
  undo(entry?: number): Promise<IntentOutcome>;
  /** Sets the area in force (src/ui/map/areas.ts shape), or none. */
  setArea(area: AreaInput | null): Promise<IntentOutcome>;
  /** Any intent the session understands (src/ui/session/intents.ts). */
  perform(intent: Intent): Promise<IntentOutcome>;
  openClock(): void;
  openAreas(): void;
  /**
   * The party on a scene's map (the active scene's by default): `{ play?, tokens?, members?, travel? }` merged
   * into what the scene has (src/ui/map/party.ts); GM only.
   */
  setMapParty(changes: object, scene?: string): Promise<IntentOutcome>;
  /**
   * GM: lets a scene's darkness follow the time of day (or stops it), when the _Scene darkness follows the
   * time of day_ setting is on. False when there is no such scene.
   */
  followDarkness(scene: string, follow?: boolean): Promise<boolean>;
}

export interface ApiParts {
  readonly tk: Timekeeping;
  readonly panel: ClockPanel;
  readonly openAreas: () => void;
}

const invalid = (code: string, params: Record<string, string | number> = {}): IntentOutcome => ({
  ok: false,
  error: { code, params },
});

/** The options that are set, for an intent: a falsy one means none (no modifier, no note, no tents...). */
const given = <T extends object>(options: T): Partial<T> =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value)) as Partial<T>;

export function createApi(env: FoundryEnv, version: string, parts: ApiParts): TurnkeeperApi {
  const { tk } = parts;
  // A player's request names the actor given, else a light's owner or their character (Timekeeping#viaRequest).
  const act = (intent: Intent, actor?: string) => tk.perform(intent, { actor });
  /** The one intent a procedure's form gives (null when cancelled). */
  const asked = async (kind: "camp" | "travel" | "pushedMount" | "morale") =>
    (await ask(env, tk, kind))?.[0] ?? null;
  /** Performs the intent made from the caller's options, or without options the one the form gives. */
  const orAsked = async (kind: "camp" | "travel" | "pushedMount", intent: Intent | undefined) => {
    const chosen = intent ?? (await asked(kind));
    return chosen ? act(chosen) : null;
  };
  return {
    version,
    presets: BUILT_IN_PRESET_IDS,
    hooks: HOOKS,
    combat: createCombatApi(env),
    preset: () => tk.preset(),
    now: () => env.game.time.worldTime,
    reading(style = "long") {
      const scale = tk.preset().time;
      return formatClock(readClock(env.game.time.worldTime, scale), scale, style, localizer(env));
    },
    state: () => tk.state(),
    advance: (by, options = {}) => act({ type: "advance", by, ...given({ note: options.note }) }),
    advanceUnit: (unit, count) => act({ type: "advanceUnit", unit, ...given({ count }) }),
    action: (id, o = {}) =>
      act(
        {
          type: "action",
          action: id,
          ...given({ attempts: o.attempts, squareFeet: o.squareFeet, note: o.note }),
        },
        o.actor,
      ),
    rest: (options = {}) => act({ type: "rest", ...given({ note: options.note }) }, options.actor),
    camp: (o) =>
      orAsked(
        "camp",
        o && {
          type: "camp",
          ...given({
            season: o.season,
            terrain: o.terrain,
            tents: o.tents,
            members: o.members && [...o.members],
          }),
        },
      ),
    travel: (options) =>
      orAsked(
        "travel",
        options && {
          type: "travelHex",
          ...options,
          ...(options.navigator ? { navigator: { ...options.navigator } } : {}),
        },
      ),
    checkEncounter: (options = {}) => act({ type: "checkEncounter", ...given({ loud: !!options.loud }) }),
    loudNoise: () => act({ type: "checkEncounter", loud: true }),
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
    reaction: (options = {}) =>
      act({ type: "reaction", ...given({ modifier: options.modifier, name: options.name }) }),
    async morale(score, options = {}) {
      const answer = score === undefined ? await asked("morale") : null;
      const form = answer?.type === "morale" ? answer : null;
      const s = score ?? form?.score;
      if (s === undefined) return null;
      const more = given({ modifier: options.modifier ?? form?.modifier, name: options.name ?? form?.name });
      return act({ type: "morale", score: s, ...more });
    },
    navigation: (score, options = {}) => act({ type: "navigation", score, ...options }),
    shelter(options) {
      if (!(SEASONS as readonly string[]).includes(options.season))
        return Promise.resolve(invalid("schema.invalid"));
      const more = given({ terrain: options.terrain, members: options.members && [...options.members] });
      return act({ type: "shelter", season: options.season, ...more });
    },
    pushedMount: (options) => orAsked("pushedMount", options && { type: "pushedMount", ...options }),
    undo: (entry) => act({ type: "undo", entry }),
    async setArea(area) {
      if (area === null) return act({ type: "setArea", area: null });
      const parsed = parseArea({ ...area, version: 1 });
      if (!parsed.ok) return invalid(parsed.error.code, { ...parsed.error.params });
      return act({ type: "setArea", area: parsed.value });
    },
    perform: (intent) => act(intent),
    openClock: () => void parts.panel.open(),
    openAreas: parts.openAreas,
    setMapParty: (changes, scene) =>
      import("../map/party-settings").then((m) => m.setMapParty(env, tk, changes, scene)),
    async followDarkness(scene, follow = true) {
      if (!env.game.user?.isGM) return false;
      return (await import("../calendar/darkness")).optIn(env, scene, follow);
    },
  };
}
