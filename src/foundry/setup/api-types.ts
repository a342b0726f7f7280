/**
 * The types of the public API on `game.modules.get("turnkeeper").api` and of Turnkeeper's hooks: what
 * dist/turnkeeper.d.ts declares for macro and module authors (scripts/api-types.ts bundles it from here). Names
 * here are a contract. Nothing this module reaches holds a Foundry type, so the declarations stand on their own.
 */
import type { BuiltInPresetId, CombatState, MergeGap, Preset, Season } from "../../core";
import type { AreaInput, Intent, Resolved, WorldState } from "../../ui";
import type { PartyView } from "../../ui/party/view";
import type { TrackerView } from "../../ui/combat";
import type { CombatIntent, StepReport } from "../combat/steps";
import type { IntentOutcome } from "../session/intent-requests";
import type { COMBAT_HOOKS, HOOKS } from "./hooks";

export type { IntentOutcome };
export type { CheckRolled, SessionEventMap } from "../../ui/session/events";
export type { CombatHookPayloads, TurnkeeperHookArgs, TurnkeeperHookName, TurnkeeperHooks } from "./hooks";

/** `api.combat`: segment combat for macros and other modules; steps go to the active GM like the tracker's. */
export interface TurnkeeperCombatApi {
  /** Hook names Turnkeeper calls on every client after a step (`turnkeeper.combatStep`, ...). */
  readonly hooks: typeof COMBAT_HOOKS;
  /**
   * Runs intents as one step on a combat (a Combat or its id), e.g.
   * `step(game.combat, [{ type: "endTurn", id: combatant.id, recovery: 6, label: "Dagger" }])`.
   * Players may act only for combatants they own. Resolves to the step's engine events, or null if refused.
   */
  step(combat: string | object, intents: readonly CombatIntent[]): Promise<StepReport | null>;
  /** The engine state of a combat Turnkeeper runs, or null. */
  state(combat: string | object): CombatState | null;
  /** The tracker's view of a combat for this user (what the combat tracker shows). */
  view(combat: string | object | null): TrackerView;
}

export interface TravelOptions {
  readonly terrain?: string;
  readonly road?: boolean;
  readonly method?: "foot" | "mounted" | "pushed";
  /** The party's encumbered members by name: half pace, and each Exerts a watch of travel (R000-14). */
  readonly encumbered?: readonly string[];
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
  /**
   * Each party (issue 22), the one in play first: its name, own time, area, lights, next check and members as
   * this user may see them (a player, only their own party's, and only while the GM lets players know the time,
   * lights, next check and danger exactly; `details` null otherwise).
   */
  parties(): Resolved<PartyView>[];
  /** GM: another party comes into play, at its own time (no world-time write). */
  switchParty(id: string): Promise<IntentOutcome>;
  /** GM: members of the party in play (actor or token UUIDs) go on as a new party, taking their lights. */
  splitParty(name: string, members: readonly string[]): Promise<IntentOutcome>;
  renameParty(id: string, name: string): Promise<IntentOutcome>;
  /**
   * GM: two parties join at the later of their times, the earlier first spending its gap waiting (the default),
   * resting or as one summarised stretch; the joined party goes on as `into`, in play.
   */
  mergeParties(from: string, into: string, gap?: MergeGap): Promise<IntentOutcome>;
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
