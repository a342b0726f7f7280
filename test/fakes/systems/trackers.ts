/**
 * The game systems' combat trackers the tracker tests run Turnkeeper's over (each a fake of its public
 * source), with each system's Combat fake beside it, and Foundry's own tracker for a world without a system's.
 */
import { DCC } from "./dcc-combat";
import { DCC_TRACKER } from "./dcc-tracker";
import { DND5E } from "./dnd5e-combat";
import { DND5E_TRACKER } from "./dnd5e-tracker";
import { DRAW_STEEL } from "./draw-steel-combat";
import { DRAW_STEEL_TRACKER } from "./draw-steel-tracker";
import { OSE } from "./ose-combat";
import { OSE_TRACKER } from "./ose-tracker";
import { PF2E } from "./pf2e-combat";
import { PF2E_TRACKER } from "./pf2e-tracker";
import { SHADOWDARK } from "./shadowdark-combat";
import { SHADOWDARK_TRACKER } from "./shadowdark-tracker";
import { CORE_TRACKER, withTracker, type TrackerFake } from "./tracker";
import type { SystemFake } from "./system";

export interface TrackerSystem {
  readonly tracker: TrackerFake;
  /** The system's Combat fake with the tracker's installed beside it, for the combat table. */
  readonly system: SystemFake;
}

const pair = (tracker: TrackerFake, system?: SystemFake): TrackerSystem => ({
  tracker,
  system: withTracker(tracker, system),
});

export const TRACKERS: readonly TrackerSystem[] = [
  pair(CORE_TRACKER),
  pair(DND5E_TRACKER, DND5E),
  pair(PF2E_TRACKER, PF2E),
  pair(DRAW_STEEL_TRACKER, DRAW_STEEL),
  pair(OSE_TRACKER, OSE),
  pair(SHADOWDARK_TRACKER, SHADOWDARK),
  pair(DCC_TRACKER, DCC),
];

export { CORE_TRACKER, withTracker, type TrackerFake } from "./tracker";
