/**
 * Clock and duration text. The core writes no words of its own: every word comes from the host's localizer
 * (Foundry's game.i18n fits the interface) or from a custom unit's own label.
 */
import type { ClockReading } from "./reading";
import { clockUnits, findUnit, type TimeScale } from "./scale";

export interface Localizer {
  format(key: string, data?: Record<string, string | number>): string;
}

export type TextStyle = "compact" | "long";

function unitWord(
  scale: TimeScale,
  unitId: string,
  form: "one" | "other" | "short",
  i18n: Localizer,
): string {
  const label = findUnit(scale, unitId)?.label;
  return label ? label[form] : i18n.format(`TURNKEEPER.Time.Unit.${unitId}.${form}`);
}

/** "D3 W2 T14 R5" (compact) or "day 3, watch 2 of 6, turn 14 of 24, round 5 of 60" (long). */
export function formatClock(
  reading: ClockReading,
  scale: TimeScale,
  style: TextStyle,
  i18n: Localizer,
): string {
  const parts = reading.places.map((place) => {
    if (style === "compact") {
      return i18n.format("TURNKEEPER.Time.Clock.compactPlace", {
        unit: unitWord(scale, place.unit, "short", i18n),
        value: place.value,
      });
    }
    const unit = unitWord(scale, place.unit, "one", i18n);
    return place.of === undefined
      ? i18n.format("TURNKEEPER.Time.Clock.longPlace", { unit, value: place.value })
      : i18n.format("TURNKEEPER.Time.Clock.longPlaceOf", { unit, value: place.value, of: place.of });
  });
  return parts.join(i18n.format(`TURNKEEPER.Time.Clock.${style}Separator`));
}

/** A span of seconds in the scale's clock units, largest first: "2 turns, 3 rounds" or "2t 3r". */
export function formatDuration(seconds: number, scale: TimeScale, style: TextStyle, i18n: Localizer): string {
  const amount = (count: number, unitId: string) => {
    const form = style === "compact" ? "short" : count === 1 ? "one" : "other";
    return i18n.format(`TURNKEEPER.Time.Clock.${style}Amount`, {
      count,
      unit: unitWord(scale, unitId, form, i18n),
    });
  };
  const parts: string[] = [];
  let rest = seconds;
  for (const unit of [...clockUnits(scale), { id: "second", seconds: 1 }]) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0) parts.push(amount(count, unit.id));
  }
  return parts.length > 0
    ? parts.join(i18n.format(`TURNKEEPER.Time.Clock.${style}Separator`))
    : amount(0, "second");
}
