/**
 * Reading the clock: a world time broken into the scale's clock units (day 3, watch 2 of 6, turn 14 of 24,
 * round 5 of 60), and composing such a reading back into the exact world time.
 */
import { coreError, type CoreError } from "../../util/errors";
import { err, ok, type Result } from "../../util/result";
import { clockUnits, type TimeScale } from "./scale";

export interface ClockPlace {
  readonly unit: string;
  /** 1-based: the first turn of a watch is turn 1. The largest place counts on (day 1, day 2, ...). */
  readonly value: number;
  /** How many of this unit make the place above it (24 turns a watch); absent on the largest place. */
  readonly of?: number;
}

export interface ClockReading {
  readonly time: number;
  readonly places: readonly ClockPlace[];
  /** Seconds into the smallest place, so a reading always composes back to its exact time. */
  readonly second: number;
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Counts from the scale's day start, so watches can be aligned to dawn; earlier times read as day 0 or less. */
export function readClock(time: number, scale: TimeScale): ClockReading {
  const units = clockUnits(scale);
  const places: ClockPlace[] = [];
  let rest = time - scale.dayStart;
  units.forEach((unit, i) => {
    const count = floorDiv(rest, unit.seconds);
    rest -= count * unit.seconds;
    const parent = units[i - 1];
    places.push(
      parent
        ? { unit: unit.id, value: count + 1, of: parent.seconds / unit.seconds }
        : { unit: unit.id, value: count + 1 },
    );
  });
  return { time, places, second: rest };
}

/** The world time a reading names; every place must be a clock unit, within its range. */
export function composeClock(
  reading: Pick<ClockReading, "places" | "second">,
  scale: TimeScale,
): Result<number, CoreError> {
  const units = clockUnits(scale);
  let time = scale.dayStart;
  for (const [i, place] of reading.places.entries()) {
    const index = units.findIndex((u) => u.id === place.unit);
    const unit = units[index];
    const parent = units[index - 1];
    if (!unit) return err(coreError("time.unknownUnit", { unit: place.unit }, `places[${i}].unit`));
    const max = parent ? parent.seconds / unit.seconds : Number.MAX_SAFE_INTEGER;
    if (!Number.isSafeInteger(place.value) || (parent && (place.value < 1 || place.value > max))) {
      return err(
        coreError(
          "time.placeOutOfRange",
          { unit: place.unit, value: place.value, max },
          `places[${i}].value`,
        ),
      );
    }
    time += (place.value - 1) * unit.seconds;
  }
  const smallest = units[units.length - 1];
  if (
    !Number.isSafeInteger(reading.second) ||
    reading.second < 0 ||
    (smallest && reading.second >= smallest.seconds)
  ) {
    return err(
      coreError(
        "time.placeOutOfRange",
        { unit: "second", value: reading.second, max: (smallest?.seconds ?? 1) - 1 },
        "second",
      ),
    );
  }
  return ok(time + reading.second);
}
