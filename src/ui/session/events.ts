/**
 * What the session announces, by name, with each announcement's payload. A host passes them on (Foundry as the
 * `turnkeeper.<name>` hooks, src/foundry/setup/hooks.ts), so names and payloads are a contract with other
 * modules: docs/api.md lists them.
 */
import type {
  EncounterDistance,
  EncounterEffect,
  MergeGap,
  Navigation,
  Reaction,
  ShelterSearch,
} from "../../core";
import type { PendingCheck } from "./world-state";

/** What a check found, by the check's name (a roll made on its own is named for its card). */
export interface CheckFound {
  readonly encounter: {
    readonly loud: boolean;
    readonly area: string | null;
    readonly roll: number;
    readonly total: number;
    readonly effect: EncounterEffect;
  };
  readonly reaction: Reaction;
  readonly morale: { readonly roll: number; readonly score: number; readonly breaks: boolean };
  readonly navigation: Navigation;
  readonly shelter: ShelterSearch;
  readonly pushedMount: {
    readonly mount: string;
    readonly roll: number;
    readonly target: number;
    readonly dies: boolean;
  };
}

export type CheckName = keyof CheckFound;

/** A check's announcement: its name, when it was rolled (world seconds) and what it found. */
export type CheckRolled = {
  readonly [K in CheckName]: { readonly check: K; readonly at: number } & CheckFound[K];
}[CheckName];

/** Each announcement's payload, by name. */
export interface SessionEventMap {
  /** A check was rolled (encounter, reaction, morale, navigation, shelter, pushed mount). */
  readonly checkRolled: CheckRolled;
  /** A check fell due and waits for the GM (checks prompt). */
  readonly checkDue: PendingCheck;
  /** An encounter check turned up an encounter: the table's text, how far off it begins, its reaction. */
  readonly encounter: {
    readonly at: number;
    readonly area: string | null;
    readonly draw: string | null;
    readonly distance: EncounterDistance | null;
    readonly reaction: Reaction;
  };
  /** A light source was lit (`owner` is an actor or token UUID). */
  readonly lightLit: { readonly owner: string; readonly source: string; readonly name: string };
  /** A light source ran out (time or ticks). */
  readonly lightExpired: {
    readonly owner: string;
    readonly source: string | null;
    readonly timer: string;
    readonly at: number;
    readonly name: string;
  };
  /** Timers and checks were brought up to a new world time. */
  readonly timeProcessed: { readonly from: number; readonly to: number };
  /** Time log entries were undone. */
  readonly undone: { readonly entries: readonly number[]; readonly time: number };
  /** The stored state changed. */
  readonly stateChanged: { readonly time: number };
  /** Another party came into play (issue 22), at its own time. */
  readonly partySwitched: { readonly from: string; readonly to: string; readonly time: number };
  /** Members of the party in play (`from`) went on as a new party (`party`), at its time. */
  readonly partySplit: {
    readonly from: string;
    readonly party: string;
    readonly members: readonly string[];
    readonly time: number;
  };
  /** Two parties joined at `time`, the earlier one spending its `gap` seconds as `spent`; `into` is in play. */
  readonly partiesMerged: {
    readonly from: string;
    readonly into: string;
    readonly time: number;
    readonly gap: number;
    readonly spent: MergeGap;
  };
}

export type SessionEventName = keyof SessionEventMap;

/**
 * One announcement as its name and payload, the arguments `emit` takes: a union of pairs, so that a call
 * with a payload that is not its name's does not compile, and a host's `(name, payload) => ...` narrows both.
 */
export type SessionEvent = {
  [K in SessionEventName]: [name: K, payload: SessionEventMap[K]];
}[SessionEventName];
