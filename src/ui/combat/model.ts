/**
 * The tracker's contract with its hosts. A host (Foundry's sidebar, the sandbox page) describes its combat
 * as a `TrackerInput`; each of the tracker's parts (parts.ts) builds its own view from it, the context its
 * template renders, and `buildTrackerView` gives them all as one `TrackerView`. Views carry data and
 * localization keys, never English text.
 */
import type { CombatState, Surprise } from "../../core";
import type { Text } from "../i18n/text";

/** One combatant as the host knows it: what the engine does not keep (names, pictures, who controls it). */
export interface TrackerEntrant {
  /** The engine's id for it (Foundry: the Combatant id). */
  readonly id: string;
  readonly name: string;
  readonly img: string | null;
  /** Hidden from players: absent from every list, group and effect they see. */
  readonly hidden: boolean;
  /** The viewer may act for it (owns it, or is the GM). */
  readonly canAct: boolean;
  /** Side for the Tide of Battle, e.g. "party", "foes", "neutral" (`TURNKEEPER.Tracker.Side.<side>`). */
  readonly side: string;
  /** The surprise it started with (or will start with, before it rolls). */
  readonly surprise: Surprise;
  /** Its own initiative die, when a feat or feature gives a smaller one (R003-05). */
  readonly initiativeDie: string | null;
  /** Higher goes first within a segment (R003-11); 0 when the host knows none. */
  readonly initiativeOrder: number;
  /** The Recovery Time it used last, offered first next time. */
  readonly recovery: RecoveryChoice | null;
  /** What it can do that has a Recovery Time of its own (weapons with a speed). */
  readonly recoveryOptions: readonly RecoveryOption[];
  /** The viewer may ping it on the scene (its token is there); only hosts with `coreControls` ping. */
  readonly canPing?: boolean;
}

/** A Recovery Time chosen for a turn: what was done, and how many segments it takes (R003-12). */
export interface RecoveryChoice {
  /** A localization key or the host's own words (a weapon's name); null for a bare number. */
  readonly label: string | null;
  readonly recovery: number;
}

export interface RecoveryOption extends RecoveryChoice {
  readonly id: string;
  readonly label: string;
}

/** A countdown from the clock (a spell completing, a poison ticking), in world seconds. */
export interface ClockEffectInput {
  readonly id: string;
  /** A localization key or the owner's own words. */
  readonly label: string;
  /** World seconds when it next fires. */
  readonly at: number;
  /** The combatant it concerns, if any (hidden with it from players). */
  readonly combatantId?: string | null;
}

export interface TrackerViewer {
  readonly isGM: boolean;
  /**
   * The host's own row controls (Foundry's combat tracker: hide, defeated, ping, pan) go on each row; a host
   * without them (the sandbox) leaves them out.
   */
  readonly coreControls?: boolean;
  /**
   * A player the GM lets read the clock exactly: the count's header says when its segment began on the clock,
   * as a GM's does. Without it a player's header names the count alone.
   */
  readonly readsClock?: boolean;
}

/** Countdowns from the clock to place on the timeline, with the world time they are measured from. */
export interface TrackerClock {
  readonly worldTime: number;
  readonly effects: readonly ClockEffectInput[];
}

export interface TrackerInput {
  /** Null when there is no combat to show, or Turnkeeper does not run it (`adoptable`). */
  readonly state: CombatState | null;
  /**
   * A combat Turnkeeper does not run: begun without it, it is the host's own until the GM runs it with
   * Turnkeeper (the controls offer to, keeping its order or rolling again).
   */
  readonly adoptable?: boolean;
  /** Every combatant of the combat, rolled or not, in the host's order. */
  readonly entrants: readonly TrackerEntrant[];
  readonly viewer: TrackerViewer;
  readonly clock?: TrackerClock;
  /**
   * The row whose controls the viewer opened (the host keeps it, per viewer): its controls render in full.
   * Other rows carry only a button to open theirs, so a long fight stays light.
   */
  readonly open?: string | null;
}

/* ------------------------------------------------------------------------------------------------------ */
/* The view: what templates/combat/*.hbs render.                                                          */
/* ------------------------------------------------------------------------------------------------------ */

export interface ClockView {
  readonly absolute: number;
  readonly round: number;
  readonly segment: number;
  readonly moment: number;
}

/** Where a turn lands: "round 3, segment 2". */
export interface LandingView {
  readonly absolute: number;
  readonly round: number;
  readonly segment: number;
  readonly moment: number;
  /** Lands in a later round than now (the wrap, R003-12). */
  readonly nextRound: boolean;
  /** Lands in a later moment than now. */
  readonly nextMoment: boolean;
}

export interface SegmentChoice {
  readonly absolute: number;
  readonly round: number;
  readonly segment: number;
}

/** A segment offered in a list, the one in force selected. */
export interface SegmentOption extends SegmentChoice {
  readonly selected: boolean;
}

/** What the viewer may do for one combatant right now. */
export interface MemberActions {
  readonly roll: boolean;
  readonly endTurn: boolean;
  readonly delay: boolean;
  readonly hold: boolean;
  readonly interrupt: boolean;
  /** GM only: set its next segment by hand (its row and chip are draggable, or the segment list). */
  readonly reschedule: boolean;
  readonly defeat: boolean;
  /** GM only, before it rolls. */
  readonly surprise: boolean;
  /** GM only: its Initiative Order, initiative die and side (the settings prompt). */
  readonly configure: boolean;
  readonly any: boolean;
}

/**
 * GM only, for a member of a simultaneous group (R003-11): the group's ids, first to last, with this member
 * one place earlier or later (comma-separated, as the buttons carry them); null at either end.
 */
export interface ReorderView {
  readonly earlier: string | null;
  readonly later: string | null;
}

/** The host's own controls on a row (Foundry's: the GM hides it or marks it defeated, anyone pings or pans). */
export interface RowControlsView {
  /** The GM's: hide it from players, mark it defeated (each shown pressed when it is). */
  readonly gm: boolean;
  readonly ping: boolean;
  /** A player's: show its token. */
  readonly pan: boolean;
}

/** One choice of the surprise select. */
export interface SurpriseOption {
  readonly value: Surprise;
  readonly key: string;
  readonly selected: boolean;
}

/** A row's line before the count (setup-step.ts). */
export interface SetupLineView {
  /** Localization key of its side ("With the party"): the sides the tracker knows by name, "other" else. */
  readonly sideKey: string;
  /** The die it rolls, or rolled: its own (a feat or feature) or the rules'. */
  readonly die: string;
  /** Localization key of the die's words, which say when the die is its own. */
  readonly dieKey: string;
  /** Localization key of its surprise. */
  readonly surpriseKey: string;
  /** The GM's choice of surprise until it rolls; empty once it rolled. */
  readonly surpriseOptions: readonly SurpriseOption[];
}

/** A combatant's row, and its chip on the timeline (its initials, the full name in its tooltip). */
export interface MemberView {
  readonly id: string;
  readonly name: string;
  /**
   * The name split before its last word ("Goblin", " 3"; a one-word name is all head): a narrow row cuts
   * the head short and keeps the tail, which is what tells three goblins apart.
   */
  readonly nameHead: string;
  readonly nameTail: string;
  /** The chip's initials: up to two words and a trailing number ("GS3" for "Goblin skulker 3"). */
  readonly label: string;
  readonly img: string | null;
  /** Shown to the GM only, marked as hidden from players. */
  readonly hidden: boolean;
  readonly side: string;
  readonly sideKey: string;
  /** Its turn is now. */
  readonly acting: boolean;
  /** Cutting in ahead of this segment's turns. */
  readonly interrupting: boolean;
  /** "waiting" (not rolled), "active", "holding", "defeated". */
  readonly status: "waiting" | "active" | "holding" | "defeated";
  readonly statusKey: string;
  /** Out of the fight (its status is "defeated"), for templates. */
  readonly defeated: boolean;
  /** The host's own controls on its row; null for a host without them. */
  readonly rowControls: RowControlsView | null;
  /** Localization key of its surprise, or null when not surprised. */
  readonly surpriseKey: string | null;
  /** The GM's choice of surprise before it rolls, in its controls: only once the count runs, when expanded. */
  readonly surpriseOptions: readonly SurpriseOption[];
  /** The GM's line before the count: its side, die and surprise in sight; null once the count runs. */
  readonly setup: SetupLineView | null;
  /** Rolled but its first turn has not come: it can take no action at all (R003-06). */
  readonly beforeFirstTurn: boolean;
  /**
   * Its controls render in full: its turn is open and the viewer may act for it, or the viewer opened its
   * row. The lists below (delay, move, surprise) are filled only then.
   */
  readonly expanded: boolean;
  /** The viewer may open (or close) its controls: a row not acting, with something the viewer may do. */
  readonly canOpen: boolean;
  /** Its next turn; null when it has none (waiting, holding, defeated). */
  readonly next: LandingView | null;
  readonly actions: MemberActions;
  /** Segments it may delay to (later this round), when it may delay and is expanded. */
  readonly delayTo: readonly SegmentChoice[];
  /** Segments the GM may set it to (the timeline's), its next one selected, when expanded. */
  readonly rescheduleTo: readonly SegmentOption[];
  /** Its place in its simultaneous group, when the GM may change it; null otherwise. */
  readonly reorder: ReorderView | null;
}

export interface EffectView {
  readonly id: string;
  /** A localization key or the owner's own words; templates localize it (unknown keys come back as is). */
  readonly label: string;
  /** "combat": a countdown of this combat's engine; "clock": a timer of the world clock. */
  readonly kind: "combat" | "clock";
  readonly absolute: number;
  /** Firings left, for engine countdowns. */
  readonly remaining: number | null;
  readonly combatantName: string | null;
}

export interface CellView {
  readonly absolute: number;
  readonly isNow: boolean;
  readonly isPast: boolean;
  /** Combatants acting in this segment, in turn order, simultaneous ones together; the first few. */
  readonly chips: readonly MemberView[];
  /** Those beyond the chips shown (a crowded cell): how many, and their names for the tooltip. */
  readonly more: { readonly count: number; readonly names: string } | null;
  readonly effects: readonly EffectView[];
  readonly empty: boolean;
  /** The GM may drop a combatant here. */
  readonly dropTarget: boolean;
  /** A drop here is refused because the segment has passed: the host says so (PAST_DROP) rather than nothing. */
  readonly dropRefused: boolean;
}

export interface TimelineRoundView {
  readonly round: number;
  readonly moment: number;
  readonly isCurrent: boolean;
  /** The round after the current one: turns here have wrapped into the next round (R003-12). */
  readonly isNext: boolean;
  /** This round opens a new moment (and is not the first round). */
  readonly startsMoment: boolean;
  /** A moment ends between the round above and this one: the strip draws the boundary. */
  readonly momentBreak: boolean;
  readonly cells: readonly CellView[];
}

/** A line in the turn order: "Round 4" at the wrap into a new round, "Moment 2 begins". */
export interface DividerView {
  readonly key: string;
  readonly round: number;
  readonly moment: number;
}

/** Combatants who act together in one segment: same Initiative Order, shown as one group (R003-11). */
export interface GroupView {
  readonly at: LandingView;
  readonly isNow: boolean;
  readonly simultaneous: boolean;
  readonly interrupting: boolean;
  readonly members: readonly MemberView[];
  /** Countdowns firing in this segment, before anyone acts; on the segment's first group. */
  readonly effects: readonly EffectView[];
  /** Before the first group of a later round or moment than the one before it: the wrap into it. */
  readonly divider: DividerView | null;
}

/** A heading and its line (a group, or one list of members) in one of the tracker's sections. */
export interface BlockView {
  /** A group of the turn order (with its segment and badges), or a plain list of members. */
  readonly isGroup: boolean;
  /** The group, for the turn order's blocks. */
  readonly group: GroupView | null;
  /** A line before the block: its group's, in the turn order. */
  readonly divider: DividerView | null;
  /** The block before it in its section is a group in the same segment: its time is not repeated. */
  readonly sameSegment: boolean;
  /** The first turn to come: who acts next. */
  readonly next: boolean;
  /** Localization keys of what the block is, said above its members: next, simultaneous. */
  readonly kinds: readonly string[];
  readonly members: readonly MemberView[];
  readonly effects: readonly EffectView[];
}

/**
 * One part of the tracker: whose turn it is (its group), the turns to come, those waiting, holding,
 * defeated. Each member shows in one section only, so its controls appear once.
 */
export interface SectionView {
  readonly key: "acting" | "order" | "waiting" | "holding" | "defeated";
  readonly headingKey: string;
  /** Shown when there are no blocks; null hides the empty section. */
  readonly emptyKey: string | null;
  readonly blocks: readonly BlockView[];
}

export interface TideMeterCell {
  /** -max..max: negative favours the foes, positive the party. */
  readonly value: number;
  readonly filled: boolean;
  readonly side: "party" | "foes" | "neutral";
}

export interface TideView {
  /** The favoured side's key, or null for a Neutral Tide. */
  readonly sideKey: string | null;
  readonly value: number;
  readonly neutral: boolean;
  /** The meter from the foes' end to the party's; other favoured sides are shown by name only. */
  readonly meter: readonly TideMeterCell[];
  /** The viewer may move the Tide a step toward either side (the GM). */
  readonly canShift: boolean;
}

export interface ControlsView {
  readonly begin: boolean;
  readonly undo: boolean;
  /** Count on by hand to this segment (nobody is queued; countdowns may still run). */
  readonly countOn: SegmentChoice | null;
  readonly rollAll: boolean;
}

/** What each part of the tracker knows of the whole: whether there is a fight, and for whom it renders. */
export interface PartView {
  /** "none": no combat; "setup": initiative is being rolled; "running": the count is on. */
  readonly phase: "none" | "setup" | "running";
  /** The same as a boolean, for templates (Handlebars has no comparisons). */
  readonly hasCombat: boolean;
  readonly isGM: boolean;
  /** A combat Turnkeeper does not run yet (`TrackerInput.adoptable`): the parts say so, the GM may adopt it. */
  readonly adoptable: boolean;
}

/** The count and the Tide: templates/combat/count.hbs. */
export interface CountPartView extends PartView {
  readonly isRunning: boolean;
  /** The count has reached segment 1 (begun before anyone rolled, it waits for initiative). */
  readonly isCounting: boolean;
  readonly clock: ClockView | null;
  /**
   * When the count's segment began on the clock, in the clock panel's words and numbering
   * (src/ui/clock/fight-reading.ts): Text the host resolves before rendering (the part's `texts`). Null before
   * the count, without the clock, or for a player who may not read it.
   */
  readonly began: Text | null;
  /** Null when the rules do without the Tide of Battle. */
  readonly tide: TideView | null;
}

/** The segment strip: templates/combat/strip.hbs. */
export interface StripPartView extends PartView {
  readonly timeline: {
    readonly rounds: readonly TimelineRoundView[];
    /** The column headings, the current segment's marked. */
    readonly segments: readonly { readonly segment: number; readonly isNow: boolean }[];
    /** Columns in a row (the round's label and its segments), for a line across the strip. */
    readonly columns: number;
  };
}

/** The turns, section by section, each member's row written once: templates/combat/turns.hbs. */
export interface TurnsPartView extends PartView {
  readonly sections: readonly SectionView[];
}

/** The GM's buttons under the tracker: templates/combat/controls.hbs. */
export interface ControlsPartView extends PartView {
  readonly controls: ControlsView;
}

/** The whole tracker: every part's view, and what hosts look up when handling an action. */
export interface TrackerView extends CountPartView, StripPartView, TurnsPartView, ControlsPartView {
  readonly groups: readonly GroupView[];
  /** In the combat but not rolled yet. */
  readonly waiting: readonly MemberView[];
  /** Every member by id, for hosts handling an action on one. */
  readonly members: Readonly<Record<string, MemberView>>;
}
