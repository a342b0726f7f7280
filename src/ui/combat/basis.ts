/**
 * What the tracker's parts share, worked out once per render from the host's input: the rows of the
 * combatants the viewer sees, the turn order's groups and the countdowns. Each part's builder (parts.ts)
 * makes its own context from it. Combatants hidden from players are left out of everything players see.
 */
import { allCombatants, timeline, type CombatState } from "../../core";
import { effectsOf, groupViews } from "./groups";
import { memberViews } from "./members";
import type {
  ClockEffectInput,
  EffectView,
  GroupView,
  MemberView,
  PartView,
  TrackerEntrant,
  TrackerInput,
} from "./model";

/** A combat as the viewer sees it. */
export interface FightBasis {
  readonly state: CombatState;
  readonly running: boolean;
  /** A row for every combatant the viewer sees, in the host's order. */
  readonly all: readonly MemberView[];
  readonly members: Readonly<Record<string, MemberView>>;
  /** Those in the combat but not rolled yet. */
  readonly waiting: readonly MemberView[];
  readonly groups: readonly GroupView[];
  readonly effects: readonly EffectView[];
}

export interface TrackerBasis {
  readonly isGM: boolean;
  /** Null when there is no combat to show: every part shows its empty state. */
  readonly fight: FightBasis | null;
  /** A combat Turnkeeper does not run yet (`TrackerInput.adoptable`). */
  readonly adoptable: boolean;
  /** The host's own row controls go on each row (`TrackerViewer.coreControls`). */
  readonly coreControls: boolean;
  /** Where the count left the clock, for a viewer who may read it (a GM, `TrackerViewer.readsClock`); else null. */
  readonly worldTime: number | null;
}

export function trackerBasis(input: TrackerInput): TrackerBasis {
  const { state } = input;
  const isGM = input.viewer.isGM;
  const coreControls = input.viewer.coreControls === true;
  const adoptable = input.adoptable === true;
  const readsClock = isGM || input.viewer.readsClock === true;
  const worldTime = readsClock ? (input.clock?.worldTime ?? null) : null;
  if (state === null || adoptable) return { isGM, fight: null, adoptable, coreControls, worldTime };
  const shown = new Map(input.entrants.filter((e) => isGM || !e.hidden).map((e) => [e.id, e]));
  const engine = new Map(allCombatants(state).map((c) => [c.id, c]));
  const slots = timeline(state);
  const all = memberViews({
    state,
    shown: [...shown.values()],
    engine,
    slots,
    isGM,
    open: input.open ?? null,
    coreControls,
  });
  const members = Object.fromEntries(all.map((m) => [m.id, m]));
  const nameOf = (id: string | null | undefined) => (id == null ? null : (shown.get(id)?.name ?? null));
  const effects = effectsOf(state, input.clock, visibleWith(shown, engine, input.entrants), nameOf);
  return {
    isGM,
    adoptable,
    coreControls,
    worldTime,
    fight: {
      state,
      running: state.phase === "running",
      all,
      members,
      waiting: all.filter((m) => m.status === "waiting"),
      groups: groupViews(state, slots, members, effects),
      effects,
    },
  };
}

/** An effect tied to a combatant the viewer cannot see is hidden with it; one tied to nobody known shows. */
function visibleWith(
  shown: ReadonlyMap<string, TrackerEntrant>,
  engine: ReadonlyMap<string, unknown>,
  entrants: readonly TrackerEntrant[],
): (e: ClockEffectInput) => boolean {
  const known = (id: string) => engine.has(id) || entrants.some((e) => e.id === id);
  return ({ combatantId: id }) => id == null || shown.has(id) || !known(id);
}

/** What every part's view starts with. */
export function partView(basis: TrackerBasis): PartView {
  return {
    phase: basis.fight?.state.phase ?? "none",
    hasCombat: basis.fight !== null,
    isGM: basis.isGM,
    adoptable: basis.adoptable,
  };
}
