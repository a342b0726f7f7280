/**
 * The public API on `game.modules.get("turnkeeper").api`, put together from one small part per kind of call
 * (its type, a contract documented in docs/api.md, is in api-types.ts). Every call that changes time or timers
 * goes to the active GM (the one writer): a GM's call runs there, a player's is a request checked for ownership.
 * The calls that perform intents are in api-calls.ts, loaded on the first.
 */
import { BUILT_IN_PRESET_IDS, formatClock, readClock } from "../../core";
import type { Intent } from "../../ui";
import type { ClockPanel } from "../clock/panel";
import { createCombatApi } from "../combat";
import type { FoundryEnv } from "../env/ports";
import type { IntentCalls } from "./api-calls";
import type { TurnkeeperApi } from "./api-types";
import { HOOKS } from "./hooks";
import { once } from "./once";
import { localizer, type Timekeeping } from "../session/timekeeping";
import { partyCalls } from "../party/api";

export type { CampOptions, IntentOutcome, TravelOptions, TurnkeeperApi } from "./api-types";

export interface ApiParts {
  readonly tk: Timekeeping;
  readonly panel: ClockPanel;
  readonly openAreas: () => void;
}

type Readings = "version" | "presets" | "hooks" | "combat" | "preset" | "now" | "reading" | "state";

/** What reads without changing anything: the module, its presets and hooks, the clock, the stored state. */
function readings(env: FoundryEnv, tk: Timekeeping, version: string): Pick<TurnkeeperApi, Readings> {
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
  };
}

type Windows = "openClock" | "openAreas" | "setMapParty" | "followDarkness";

/** The windows, and the scenes: the party on a map, darkness that follows the time of day (loaded when used). */
function windowsAndScenes(env: FoundryEnv, parts: ApiParts): Pick<TurnkeeperApi, Windows> {
  return {
    openClock: () => void parts.panel.open(),
    openAreas: parts.openAreas,
    setMapParty: (changes, scene) =>
      import("../map/party-settings").then((m) => m.setMapParty(env, parts.tk, changes, scene)),
    async followDarkness(scene, follow = true) {
      if (!env.game.user?.isGM) return false;
      return (await import("../calendar/darkness")).optIn(env, scene, follow);
    },
  };
}

/** Every call of api-calls.ts by name (a record, so the compiler says when one is missing). */
const INTENT_CALLS: Record<keyof IntentCalls, true> = {
  advance: true,
  advanceUnit: true,
  action: true,
  rest: true,
  undo: true,
  setArea: true,
  perform: true,
  camp: true,
  travel: true,
  pushedMount: true,
  checkEncounter: true,
  loudNoise: true,
  reaction: true,
  morale: true,
  navigation: true,
  shelter: true,
  light: true,
  extinguish: true,
};

/**
 * The calls that perform intents, each loading api-calls.ts on first use (a chunk of its own) and handing it
 * its arguments; they return promises either way, so a caller sees no difference.
 */
function lazyCalls(env: FoundryEnv, tk: Timekeeping): IntentCalls {
  const calls = once(async () => (await import("./api-calls")).intentCalls(env, tk));
  const call =
    (name: string) =>
    async (...args: unknown[]): Promise<unknown> =>
      ((await calls())[name as keyof IntentCalls] as (...args: unknown[]) => Promise<unknown>)(...args);
  return Object.fromEntries(
    Object.keys(INTENT_CALLS).map((name) => [name, call(name)]),
  ) as unknown as IntentCalls;
}

export function createApi(env: FoundryEnv, version: string, parts: ApiParts): TurnkeeperApi {
  const { tk } = parts;
  const act = (intent: Intent) => tk.perform(intent);
  return {
    ...readings(env, tk, version),
    ...lazyCalls(env, tk),
    ...windowsAndScenes(env, parts),
    ...partyCalls(env, tk, act),
  };
}
