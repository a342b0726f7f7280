/**
 * The slice of Foundry's Combat, Combatant and combat tracker that Turnkeeper's combat uses, as narrow
 * interfaces. `CONFIG.Combat.documentClass` (Foundry's, or the game system's subclass) must satisfy
 * `CombatClassPort`, which the compiler checks where env/globals.ts hands over `CONFIG`; tests pass the typed
 * fake in test/fakes/foundry-combat.ts.
 *
 * Only public members appear here: Foundry's protected methods that Turnkeeper overrides (`_sortCombatants`,
 * `_onUpdate`, `_onStartRound`, `_onEndRound`) are listed in `CombatProtected` and reached once, in
 * combat-class.ts.
 */
import type { UserLike } from "../env/users";

/** An item as far as Recovery Time goes: systems with weapon speeds keep one in `system`. */
export interface ItemLike {
  readonly id: string | null;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
}

export interface CombatantActorLike {
  readonly id: string | null;
  readonly items: Iterable<ItemLike>;
}

/** `Combatant`: one participant. Its `initiative` holds its next turn as an absolute segment. */
export interface CombatantLike {
  readonly id: string | null;
  readonly name: string | undefined;
  readonly img: string | null | undefined;
  readonly hidden: boolean | undefined;
  readonly initiative: number | null | undefined;
  readonly defeated: boolean;
  readonly isNPC: boolean;
  readonly hasPlayerOwner: boolean;
  readonly flags: object;
  readonly actor: CombatantActorLike | null;
  /** `TokenDocument#disposition`: -2 secret, -1 hostile, 0 neutral, 1 friendly. */
  readonly token: { readonly disposition: number } | null;
  /** The combat it belongs to (Foundry may sort turns with an unbound comparator, so order reads this). */
  readonly parent: { readonly flags: object } | null;
  testUserPermission(user: UserLike, permission: "OWNER"): boolean;
}

/** `Combat#combatants`: an embedded collection by id. */
export interface CombatantsLike extends Iterable<CombatantLike> {
  get(id: string): CombatantLike | undefined;
  readonly contents: CombatantLike[];
}

/** What Turnkeeper writes in one Combat update (its combatants' changes ride along). */
export interface CombatUpdateData {
  round?: number;
  turn?: number | null;
  flags?: Record<string, unknown>;
  combatants?: { _id: string; initiative?: number | null; flags?: Record<string, unknown> }[];
  [path: string]: unknown;
}

export interface CombatUpdateOptions {
  direction?: -1 | 1;
  /** The server advances the world time by `delta` seconds as part of the same operation (v12+). */
  worldTime?: { delta: number };
  diff?: boolean;
  turnEvents?: boolean;
  [key: string]: unknown;
}

/** `Combat`: the public members Turnkeeper reads, calls or overrides. */
export interface CombatLike {
  readonly id: string | null;
  round: number;
  turn: number | null;
  turns: CombatantLike[];
  readonly combatants: CombatantsLike;
  readonly flags: object;
  readonly started: boolean;
  readonly combatant: CombatantLike | null | undefined;
  update(data: CombatUpdateData, options?: CombatUpdateOptions): Promise<unknown>;
  /** `Document#updateEmbeddedDocuments`: systems write combatants' initiative in one operation this way. */
  updateEmbeddedDocuments(embeddedName: string, updates: object[], operation?: object): Promise<unknown>;
  setupTurns(): unknown;
  /** Without ids, a system may roll for everyone (OSE's group initiative). */
  rollInitiative(ids?: string | string[], options?: object): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  previousTurn(): Promise<unknown>;
  nextRound(): Promise<unknown>;
  previousRound(): Promise<unknown>;
  endCombat(): Promise<unknown>;
  resetAll(): Promise<unknown>;
  setInitiative(id: string, value: number): Promise<unknown>;
}

/**
 * Foundry's protected Combat methods Turnkeeper overrides and still calls. `_onStartRound` and `_onEndRound`
 * are core's turn events, called on the active GM's client when a round changes.
 */
export interface CombatProtected {
  _sortCombatants(a: CombatantLike, b: CombatantLike): number;
  _onUpdate(changed: object, options: object, userId: string): void;
  _onStartRound(context: object): unknown;
  _onEndRound(context: object): unknown;
}

// Foundry's constructors take (data, context); a mixin base must accept any arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CombatClassPort = (new (...args: any[]) => CombatLike) & { readonly prototype: CombatLike };

/** `CONFIG.ui.combat`: the combat tracker application class (v13 `CombatTracker` or a system's subclass). */
export type TrackerClassPort = abstract new (...args: never) => object;

/**
 * `game.combats`: the world's combats by id. Typed loosely (any document): a combat found here is only
 * driven once `isTurnkeeperCombat` recognises it.
 */
export interface CombatsPort {
  get(id: string): object | undefined;
  /** `WorldCollection#contents`: every combat of the world (a started one holds the running clock). */
  readonly contents: readonly object[];
  /**
   * `CombatEncounters#viewed` (what `game.combat` returns): the combat the tracker shows this client, the
   * active one of the viewed scene, else its first; null with none. The clock panel reads its fight line here.
   */
  readonly viewed: object | null;
}
