/**
 * The campaign record as a session report: one day after another, each entry with when it began, how long it
 * took, what it was for, where the party was and what came of it (lights that went out), and apart, for the
 * game master only, the checks rolled and what they turned up. Foundry writes a day as a journal page
 * (templates/record/day.hbs, the GM's part in a secret section); the sandbox shows the same days; both export
 * the Markdown below.
 */
import type { CheckResult, Preset, RecordEntry } from "../../core";
import { recordDayStart, recordDays } from "../../core/record/days";
import type { CalendarSource } from "../calendar/calendar";
import type { RecordWords } from "./view-kit";
import type { Resolved, Text, TextValue } from "../i18n/text";

/*
 * Foundry loads this module lazily, with its record store: it imports nothing at run time that the start
 * bundle holds (that would split the start bundle), and takes the words it shares with the rest of the views
 * as `RecordWords` (src/ui/record/view-kit.ts). It is not in the views' index; import it from here.
 */

export interface RecordEntryView {
  readonly id: number;
  readonly when: Text;
  readonly span: Text | null;
  readonly what: TextValue;
  readonly area: string | null;
  /** The party whose time it was, where the world has named parties (issue 22). */
  readonly party: TextValue | null;
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

/** A check's line: its roll and how it was read, where the entry kept them (older entries have its total only). */
function rolledText(w: RecordWords, result: CheckResult): TextValue {
  const { t, label } = w;
  const { check, roll, total, kind, outcome } = result;
  const name = check === w.encounterCheck ? t("TURNKEEPER.Record.encounterCheck") : label(check);
  const what =
    outcome === "pending" || outcome === "due"
      ? t(`TURNKEEPER.Record.${outcome}`)
      : w.effectTypeText(outcome);
  if (total === undefined) return t("TURNKEEPER.Record.check", { check: name, what });
  if (roll === undefined || kind === undefined)
    return t("TURNKEEPER.Record.checkRolled", { check: name, total, what });
  return t(`TURNKEEPER.Record.rolled.${kind}`, { check: name, roll, total, what });
}

/**
 * A check's line, and what the encounter table gave as a sentence of its own after it: the table's words as
 * the table wrote them, a capital and a proper noun alike, never lowercased into the middle of the line.
 */
function checkText(w: RecordWords, result: CheckResult): TextValue {
  const line = rolledText(w, result);
  return result.drawn ? w.t("TURNKEEPER.Record.drawn", { line, drawn: result.drawn }) : line;
}

/** An entry's view; `unnamed`: the party an entry naming none belongs to (null: none shown). */
export function recordEntryView(
  w: RecordWords,
  preset: Preset,
  entry: RecordEntry,
  unnamed: TextValue | null = null,
): RecordEntryView {
  const { t, label, clock, duration } = w;
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
    what: w.reasonText(preset, entry.reason, entry.to - entry.from),
    area: entry.area ?? null,
    party: entry.party ?? unnamed,
    outcomes,
    secrets: (entry.results ?? []).map((r) => checkText(w, r)),
  };
}

/** A record day's title: the calendar's date of its start, or Turnkeeper's day count. */
export function recordDayTitle(
  w: RecordWords,
  day: number,
  preset: Preset,
  calendar?: CalendarSource | null,
): TextValue {
  return (
    calendar?.read(recordDayStart(day, preset.time))?.label ?? w.t("TURNKEEPER.Record.day", { day: day + 1 })
  );
}

/**
 * The days of the record, in order; set-up bookkeeping (checks for a new area) is left out. Entries that name
 * no party read as `firstParty` (the host's, src/ui/record/party.ts), else as "The party" where other entries
 * name theirs.
 */
export function buildRecordView(
  w: RecordWords,
  entries: readonly RecordEntry[],
  preset: Preset,
  calendar?: CalendarSource | null,
  firstParty: TextValue | null = null,
): RecordDayView[] {
  const shown = entries.filter((e) => e.reason.kind !== "setup");
  const named = shown.some((e) => e.party !== undefined);
  const unnamed = firstParty ?? (named ? w.t("TURNKEEPER.Party.first") : null);
  return recordDays(shown, preset.time).map((d) => ({
    day: d.day,
    start: d.start,
    title: recordDayTitle(w, d.day, preset, calendar),
    entries: d.entries.map((e) => recordEntryView(w, preset, e, unnamed)),
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
      const where = [e.party, e.area].map((w) => (w ? ` · ${escape(w)}` : "")).join("");
      const what = [escape(e.what), ...e.outcomes.map(escape)].join("; ");
      out.push(`- ${head} ${what}${where}`);
      if (gm && e.secrets.length > 0)
        out.push(`  - ${escape(words.gmOnly)}: ${e.secrets.map(escape).join("; ")}`);
    }
    out.push("");
  }
  return out.join("\n");
}
