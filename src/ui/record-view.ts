/**
 * The campaign record as a session report: one day after another, each entry with when it began, how long it
 * took, what it was for, where the party was and what came of it (lights that went out), and apart, for the
 * game master only, the checks rolled and what they turned up. Foundry writes a day as a journal page
 * (templates/record/day.hbs, the GM's part in a secret section); the sandbox shows the same days; both export
 * the Markdown below.
 */
import { recordDays, type Preset, type RecordEntry } from "../core";
import { ENCOUNTER_CHECK_ID } from "./areas";
import type { CalendarSource } from "./calendar";
import { clock, duration, label, t, type Resolved, type Text, type TextValue } from "./text";
import { effectTypeText, reasonText } from "./words";

export const RECORD_DAY_TEMPLATE = "record/day.hbs";

export interface RecordEntryView {
  readonly id: number;
  readonly when: Text;
  readonly span: Text | null;
  readonly what: TextValue;
  readonly area: string | null;
  /** What everyone may read: lights that went out. */
  readonly outcomes: readonly TextValue[];
  /** The game master's part: checks rolled and what they found. */
  readonly secrets: readonly TextValue[];
}

export interface RecordDayView {
  readonly day: number;
  /** The world time the day begins at. */
  readonly start: number;
  /** The calendar's date, or Turnkeeper's day count. */
  readonly title: TextValue;
  readonly entries: readonly RecordEntryView[];
}

function checkText(check: string, total: number | undefined, outcome: string, drawn?: string): TextValue {
  const encounter = check === ENCOUNTER_CHECK_ID;
  const name = encounter ? t("TURNKEEPER.Record.encounterCheck") : label(check);
  const what =
    outcome === "pending" || outcome === "due" ? t(`TURNKEEPER.Record.${outcome}`) : effectTypeText(outcome);
  const found = drawn ? t("TURNKEEPER.Record.drawn", { what, drawn }) : what;
  return total === undefined
    ? t("TURNKEEPER.Record.check", { check: name, what: found })
    : t("TURNKEEPER.Record.checkRolled", { check: name, total, what: found });
}

export function recordEntryView(preset: Preset, entry: RecordEntry): RecordEntryView {
  const outcomes: TextValue[] = [];
  for (const event of entry.events)
    if (event.type === "timerEnded" && event.timer.kind === "light")
      outcomes.push(
        t("TURNKEEPER.Record.lightOut", {
          light: label(event.timer.label),
          when: clock(event.at, "compact"),
        }),
      );
  return {
    id: entry.id,
    when: clock(entry.from, "compact"),
    span: entry.to > entry.from ? duration(entry.to - entry.from, "compact") : null,
    what: reasonText(preset, entry.reason),
    area: entry.area ?? null,
    outcomes,
    secrets: (entry.results ?? []).map((r) => checkText(r.check, r.total, r.outcome, r.drawn)),
  };
}

/** The days of the record, in order; set-up bookkeeping (checks for a new area) is left out. */
export function buildRecordView(
  entries: readonly RecordEntry[],
  preset: Preset,
  calendar?: CalendarSource | null,
): RecordDayView[] {
  const shown = entries.filter((e) => e.reason.kind !== "setup");
  return recordDays(shown, preset.time).map((d) => ({
    day: d.day,
    start: d.start,
    title: calendar?.read(d.start)?.label ?? t("TURNKEEPER.Record.day", { day: d.day + 1 }),
    entries: d.entries.map((e) => recordEntryView(preset, e)),
  }));
}

/** Markdown's special characters in the GM's or a table's words, escaped. */
const escape = (s: string | number) => String(s).replace(/([\\`*_[\]#<>|])/g, "\\$1");

/** The record as Markdown: a heading per day, a line per entry; the GM's part only when `gm`. */
export function recordMarkdown(
  title: string,
  days: readonly Resolved<RecordDayView>[],
  words: { readonly gmOnly: string; readonly empty: string },
  gm: boolean,
): string {
  const out = [`# ${escape(title)}`, ""];
  if (days.length === 0) out.push(escape(words.empty), "");
  for (const day of days) {
    out.push(`## ${escape(day.title)}`, "");
    for (const e of day.entries) {
      const head = `**${escape(e.when)}**${e.span ? ` (${escape(e.span)})` : ""}`;
      const where = e.area ? ` · ${escape(e.area)}` : "";
      const what = [escape(e.what), ...e.outcomes.map(escape)].join("; ");
      out.push(`- ${head} ${what}${where}`);
      if (gm && e.secrets.length > 0)
        out.push(`  - ${escape(words.gmOnly)}: ${e.secrets.map(escape).join("; ")}`);
    }
    out.push("");
  }
  return out.join("\n");
}
