/**
 * Turnkeeper's own hooks, for other modules and macros (docs/api.md lists them): one map from each hook's name
 * to its arguments, the names the module calls them by, and `callHook`, the one typed way to call them.
 */
import type { CombatEvent } from "../../core";
import type { SessionEvent, SessionEventMap, SessionEventName } from "../../ui/session/events";
import type { CombatLike } from "../combat/ports";
import type { StepNote } from "../combat/steps";

/**
 * The session's announcements (src/ui/session/events.ts) as hooks. All but `stateChanged` are called on the
 * active GM's client, which processes time; `stateChanged` on every client, from the stored state.
 */
export const HOOKS = {
  checkRolled: "turnkeeper.checkRolled",
  checkDue: "turnkeeper.checkDue",
  encounter: "turnkeeper.encounter",
  lightLit: "turnkeeper.lightLit",
  lightExpired: "turnkeeper.lightExpired",
  timeProcessed: "turnkeeper.timeProcessed",
  undone: "turnkeeper.undone",
  stateChanged: "turnkeeper.stateChanged",
  partySwitched: "turnkeeper.partySwitched",
  partySplit: "turnkeeper.partySplit",
  partiesMerged: "turnkeeper.partiesMerged",
} as const satisfies { readonly [K in SessionEventName]: `turnkeeper.${K}` };

/** What a combat step announces on every client once it is written, by name; each hook gets the combat first. */
export interface CombatHookPayloads {
  /** Every step, with its engine events and the seconds it took. */
  readonly step: StepNote;
  /** Rounds that ended (R003-10). */
  readonly roundEnded: { readonly from: number; readonly to: number };
  /** Moments that ended (R003-01). */
  readonly momentEnded: { readonly from: number; readonly to: number };
  /** A timed effect fired (R003-02). */
  readonly effectFired: Extract<CombatEvent, { readonly type: "effectFired" }>;
}

/** The combat's hooks (`api.combat.hooks`). */
export const COMBAT_HOOKS = {
  step: "turnkeeper.combatStep",
  roundEnded: "turnkeeper.combatRoundEnded",
  momentEnded: "turnkeeper.combatMomentEnded",
  effectFired: "turnkeeper.combatEffectFired",
} as const satisfies { readonly [K in keyof CombatHookPayloads]: `turnkeeper.combat${Capitalize<K>}` };

type SessionHookArgs = {
  readonly [K in SessionEventName as (typeof HOOKS)[K]]: [payload: SessionEventMap[K]];
};

type CombatHookArgs = {
  readonly [K in keyof CombatHookPayloads as (typeof COMBAT_HOOKS)[K]]: [
    combat: CombatLike,
    payload: CombatHookPayloads[K],
  ];
};

/** Each of Turnkeeper's hooks, by the name Foundry calls it by, with the arguments its listeners get. */
export interface TurnkeeperHookArgs extends SessionHookArgs, CombatHookArgs {}

export type TurnkeeperHookName = keyof TurnkeeperHookArgs;

/**
 * Each hook's listener, by name, for typing `Hooks.on`: e.g.
 * `Hooks.on("turnkeeper.lightLit", ((light) => ...) satisfies TurnkeeperHooks["turnkeeper.lightLit"])`.
 */
export type TurnkeeperHooks = {
  readonly [K in TurnkeeperHookName]: (...args: TurnkeeperHookArgs[K]) => void;
};

/** Foundry's `Hooks`, as far as calling them goes. */
interface HookCaller {
  callAll(hook: string, ...args: unknown[]): boolean;
}

/** Calls one of Turnkeeper's hooks on this client; arguments that are not the hook's do not compile. */
export function callHook<K extends TurnkeeperHookName>(
  hooks: HookCaller,
  name: K,
  ...args: TurnkeeperHookArgs[K]
): void {
  hooks.callAll(name, ...args);
}

/**
 * Calls the hook that carries one of the session's announcements, typed by the session's own map, which the
 * hooks' map is made from (the compiler cannot follow a name through `HOOKS` to the hook's arguments).
 */
export function callSessionHook(hooks: HookCaller, ...[name, payload]: SessionEvent): void {
  hooks.callAll(HOOKS[name], payload);
}
