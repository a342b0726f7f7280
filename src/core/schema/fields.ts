/** Field schemas shared by every user-editable section (presets, tables), with coded error messages. */
import * as v from "valibot";
import { parseFormula } from "../dice/formula";

/** Ids are short, stable names used in data and commands: letters, digits, `-` and `_`. */
export const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "schema.badId"));

/** A dice formula the dice port understands, e.g. "1d4" or "2d6+1". */
export const FormulaSchema = v.pipe(
  v.string(),
  v.check((formula) => parseFormula(formula).ok, "schema.badFormula"),
);

/** A whole number of at least `min` (seconds, counts, ticks). */
export const wholeNumber = (min = 0) => v.pipe(v.number(), v.safeInteger(), v.minValue(min));

/** A finite number above 0 (a speed, a divisor, a multiplier); `code` is the section's error for 0 or less. */
export const positiveNumber = (code: string) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.check((n) => n > 0, code),
  );

/**
 * Rejects arrays where two items share `key`, reporting the later duplicate's key
 * (e.g. "time.units[3].id") so the game master finds it at once.
 */
export function uniqueBy<T extends Record<K, unknown>, K extends string>(key: K) {
  return v.rawCheck<T[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<unknown>();
    dataset.value.forEach((item, index) => {
      const value = item[key];
      if (seen.has(value)) {
        addIssue({
          message: "schema.duplicate",
          received: JSON.stringify(value),
          path: [
            { type: "array", origin: "value", input: dataset.value, key: index, value: item },
            { type: "object", origin: "value", input: item, key, value },
          ],
        });
      }
      seen.add(value);
    });
  });
}
