/** Shared fixtures for the tracker's view-model, controller and template tests. */
import {
  BUILT_IN_PRESETS,
  applyCombatCommand,
  createCombat,
  seededRoller,
  type CombatCommand,
  type CombatState,
} from "../../../src/core";
import type { IntentAsker, TrackerEntrant, TrackerView } from "../../../src/ui/combat";

export const dice = seededRoller(7);

export function entrant(id: string, changes: Partial<TrackerEntrant> = {}): TrackerEntrant {
  return {
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    img: null,
    hidden: false,
    canAct: false,
    side: "party",
    surprise: "none",
    initiativeDie: null,
    initiativeOrder: 0,
    recovery: null,
    recoveryOptions: [],
    ...changes,
  };
}

export function run(state: CombatState, ...commands: CombatCommand[]): CombatState {
  let s = state;
  for (const command of commands) {
    const step = applyCombatCommand(s, command, dice);
    if (!step.ok) throw new Error(step.error.message);
    s = step.value.state;
  }
  return s;
}

export function fresh(): CombatState {
  const made = createCombat(BUILT_IN_PRESETS["segment-combat"].combat);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/**
 * A fight: Brakka (party) rolls 3, the goblin (foes, hidden from players) 3 with the same order, the ogre
 * (foes) 6, Ilsa (party) 8, totally surprised (+10: segment 18 in round 2); counting has begun.
 */
export function fight(): { state: CombatState; entrants: TrackerEntrant[] } {
  const entrants = [
    entrant("brakka", { canAct: true }),
    entrant("goblin", { side: "foes", hidden: true }),
    entrant("ogre", { side: "foes" }),
    entrant("ilsa", { surprise: "total", canAct: true }),
    entrant("wolf", { side: "foes" }),
  ];
  const state = run(
    fresh(),
    { type: "add", id: "brakka", side: "party", roll: 3 },
    { type: "add", id: "goblin", side: "foes", roll: 3 },
    { type: "add", id: "ogre", side: "foes", roll: 6, initiativeOrder: 1 },
    { type: "add", id: "ilsa", side: "party", roll: 8, surprise: "total" },
    { type: "begin" },
  );
  return { state, entrants };
}

/** The fight moved on to segment 93: round 10, the last of moment 1, with round 11 opening moment 2. */
export function lastRoundOfMoment(): { state: CombatState; entrants: TrackerEntrant[] } {
  const { state, entrants } = fight();
  return {
    entrants,
    state: run(
      state,
      { type: "setNext", id: "ogre", segment: 95 },
      { type: "setNext", id: "ilsa", segment: 103 },
      { type: "act", id: "brakka", recovery: 90 },
      { type: "act", id: "goblin", recovery: 92 },
    ),
  };
}

/** Who asks for an intent: the GM, or a player who owns the combatants `ids`. */
export const gm: IntentAsker = { isGM: true, owns: () => true };
export const player = (...ids: string[]): IntentAsker => ({ isGM: false, owns: (id) => ids.includes(id) });

/** The host's lookup of its combatants by id. */
export const lookup = (entrants: readonly TrackerEntrant[]) => (id: string) =>
  entrants.find((e) => e.id === id);

/** The ids of a group's members, in order. */
export const groupIds = (g: TrackerView["groups"][number]) => g.members.map((m) => m.id);

/** Those whose turn it is now, in the viewer's list order. */
export const actingIds = (view: TrackerView) =>
  Object.values(view.members)
    .filter((m) => m.acting)
    .map((m) => m.id);

/** The members a section lists, in its order. */
export const sectionIds = (view: Pick<TrackerView, "sections">, key: string) =>
  view.sections
    .filter((s) => s.key === key)
    .flatMap((s) => s.blocks.flatMap((b) => b.members.map((m) => m.id)));
