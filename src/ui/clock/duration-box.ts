/**
 * The duration box beside the clock's Advance button, read the same way by both hosts. What the GM typed
 * stays in the box after an error, with the error on the line under it; a number typed without a unit is read
 * in the dungeon's unit and the line says so; a duration of nothing is refused; an empty submit clears the line.
 */
import { fixedSeconds, type Duration, type Preset } from "../../core";
import { duration, errorText, t, type Text, type TextValue } from "../i18n/text";
import { unitText } from "../i18n/rule-words";
import type { Intent } from "../session/intents";
import { typedDuration } from "../session/gate";

export interface DurationBox {
  /** What the box holds when drawn again. */
  readonly text: string;
  /** The line under it: why the duration was refused, or the unit a bare number was read in. */
  readonly note: TextValue | null;
  readonly error: boolean;
}

export const EMPTY_DURATION_BOX: DurationBox = { text: "", note: null, error: false };

/** Performs the advance: the words of its error, or null once done. */
export type AdvancePerformer = (intent: Intent) => Promise<TextValue | null>;

const refused = (text: string, note: TextValue): DurationBox => ({ text, note, error: true });

/** "3 turns (turns assumed)": what a duration with a bare number came to, and the unit assumed. */
function assumedNote(preset: Preset, text: string, parsed: Duration, unit: string): Text {
  const units = unitText(preset, unit, 2);
  const seconds = fixedSeconds(parsed);
  const time =
    seconds === undefined ? t("TURNKEEPER.Clock.Box.rolled", { text, unit: units }) : duration(seconds);
  return t("TURNKEEPER.Clock.Box.assumed", { time, unit: units });
}

/** Reads and performs what the box holds; gives the box as it is to be drawn next. */
export async function submitDurationBox(
  typed: string,
  preset: Preset,
  perform: AdvancePerformer,
): Promise<DurationBox> {
  const text = typed.trim();
  if (text === "") return EMPTY_DURATION_BOX;
  const parsed = typedDuration(text, preset.time);
  if (!parsed.ok) return refused(typed, errorText(parsed.error));
  const failed = await perform({ type: "advance", by: text });
  if (failed !== null) return refused(typed, failed);
  const unit = parsed.value.assumedUnit;
  return {
    text: "",
    error: false,
    note: unit === undefined ? null : assumedNote(preset, text, parsed.value, unit),
  };
}
