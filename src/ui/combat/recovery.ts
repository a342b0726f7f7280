/**
 * Choosing a Recovery Time when a turn ends (R003-12): what was done (an action or a weapon with its
 * speed, remembered per combatant) or a bare number, with a preview of where the next turn lands
 * ("Speed 6: round 3, segment 2") before anything is committed.
 */
import { toClock, type CombatState, type CommonAction } from "../../core";
import type { LandingView, RecoveryChoice, RecoveryOption, TrackerEntrant } from "./model";

/** Where absolute segment `absolute` lies, seen from the count's current segment. */
export function landing(state: CombatState, absolute: number): LandingView {
  const at = toClock(absolute, state.rules);
  const now = toClock(Math.max(state.now, 1), state.rules);
  return {
    absolute,
    round: at.round,
    segment: at.segment,
    moment: at.moment,
    nextRound: at.round > now.round,
    nextMoment: at.moment > now.moment,
  };
}

export function isRecovery(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1;
}

/**
 * Where a turn ended now with `recovery` segments lands: the current segment plus the Recovery Time
 * (R003-12, R003-13). Null for a Recovery Time the engine would refuse.
 */
export function previewRecovery(state: CombatState, recovery: unknown): LandingView | null {
  if (!isRecovery(recovery)) return null;
  return landing(state, state.now + recovery);
}

export interface RecoveryOptionView extends RecoveryOption {
  readonly selected: boolean;
  readonly lands: LandingView;
}

/** The end-of-turn prompt: options with their landing, the custom number, and the chosen one's preview. */
export interface RecoveryView {
  readonly combatantId: string;
  readonly name: string;
  readonly options: readonly RecoveryOptionView[];
  /** The bare number field: its value (the chosen Recovery Time when no option is chosen). */
  readonly custom: { readonly selected: boolean; readonly value: number | null };
  readonly chosen: RecoveryChoice | null;
  readonly preview: LandingView | null;
  readonly canConfirm: boolean;
  /** "Another Recovery Time" picked without a usable number: the preview says the number is missing. */
  readonly missingNumber: boolean;
}

/** The table's common actions as Recovery Time options (ids `common.<name>`). */
export function commonOptions(actions: readonly CommonAction[]): RecoveryOption[] {
  return actions.map((a) => ({ id: `common.${a.name}`, label: a.name, recovery: a.recovery }));
}

/**
 * Options the entrant has: its own (weapons), then the host's common actions; each id once, and a common
 * action the same as one of its own (same label and Recovery Time) not twice.
 */
export function recoveryOptions(
  entrant: TrackerEntrant,
  common: readonly RecoveryOption[] = [],
): RecoveryOption[] {
  const out: RecoveryOption[] = [];
  for (const o of [...entrant.recoveryOptions, ...common]) {
    if (!isRecovery(o.recovery) || out.some((x) => x.id === o.id || matches(x, o))) continue;
    out.push(o);
  }
  return out;
}

/** Which option a remembered choice stands for: same label and Recovery Time. */
function matches(o: RecoveryOption, c: RecoveryChoice | null): boolean {
  return c !== null && c.label === o.label && c.recovery === o.recovery;
}

/**
 * Builds the prompt. `chosen` is what the person has picked so far: an option id, or a number typed in;
 * by default the remembered choice.
 */
export function buildRecoveryView(
  state: CombatState,
  entrant: TrackerEntrant,
  options: readonly RecoveryOption[],
  chosen?: { readonly optionId: string } | { readonly value: number | null },
): RecoveryView {
  let option: RecoveryOption | undefined;
  let customValue: number | null = null;
  let customPicked = false;
  let choice: RecoveryChoice | null = null;
  if (chosen === undefined) {
    const remembered = entrant.recovery;
    option = options.find((o) => matches(o, remembered));
    if (!option && remembered !== null) {
      customValue = remembered.recovery;
      choice = { label: null, recovery: customValue };
    }
  } else if ("optionId" in chosen) {
    option = options.find((o) => o.id === chosen.optionId);
  } else {
    customPicked = true;
    customValue = chosen.value;
    if (isRecovery(customValue)) choice = { label: null, recovery: customValue };
  }
  if (option) choice = { label: option.label, recovery: option.recovery };
  const preview = choice === null ? null : previewRecovery(state, choice.recovery);
  return {
    combatantId: entrant.id,
    name: entrant.name,
    options: options.map((o) => ({
      ...o,
      selected: o.id === option?.id,
      lands: landing(state, state.now + o.recovery),
    })),
    custom: { selected: customPicked || customValue !== null, value: customValue },
    chosen: choice,
    preview,
    canConfirm: preview !== null,
    missingNumber: customPicked && preview === null,
  };
}
