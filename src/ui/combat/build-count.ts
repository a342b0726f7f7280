/**
 * The count's part: where the count stands (round, segment and moment, or what it waits for), when its segment
 * began on the clock (the clock panel's reading of it, so a fight has one reading of time), and the Tide of
 * Battle as a meter the GM can shift (R003-04).
 */
import { toClock, type CombatState } from "../../core";
import { segmentBegan } from "../clock/fight-reading";
import { t } from "../i18n/text";
import { partView, type TrackerBasis } from "./basis";
import { signedTide } from "./intents";
import { sideKey } from "./members";
import type { CountPartView, TideView } from "./model";

/** Cells either side of neutral on the Tide meter; a larger Tide widens it. */
export const TIDE_METER_REACH = 5;

export function buildCountView(basis: TrackerBasis): CountPartView {
  const { fight } = basis;
  if (fight === null)
    return { ...partView(basis), isRunning: false, isCounting: false, clock: null, began: null, tide: null };
  const { state, running } = fight;
  const isCounting = running && state.now >= 1;
  return {
    ...partView(basis),
    isRunning: running,
    isCounting,
    clock: toClock(running ? state.now : 0, state.rules),
    began:
      isCounting && basis.worldTime !== null
        ? t("TURNKEEPER.Tracker.Began", { clock: segmentBegan(state, basis.worldTime) })
        : null,
    tide: state.rules.tideOfBattle ? tideView(state, basis.isGM) : null,
  };
}

function tideView(state: CombatState, isGM: boolean): TideView {
  const signed = signedTide(state);
  const reach = Math.max(TIDE_METER_REACH, Math.abs(signed));
  const side = state.tide.side;
  return {
    sideKey: side === null ? null : sideKey(side),
    value: state.tide.value,
    neutral: side === null,
    meter: Array.from({ length: 2 * reach + 1 }, (_, k) => {
      const v = k - reach;
      return {
        value: v,
        // Filled from neutral out to the Tide, on its side.
        filled: v * signed > 0 && Math.abs(v) <= Math.abs(signed),
        side: v < 0 ? "foes" : v > 0 ? "party" : "neutral",
      };
    }),
    canShift: isGM,
  };
}
