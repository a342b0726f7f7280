/**
 * Text in view models is data, never words: a localization key with its data, a duration or a clock reading
 * in world seconds, a date on the world's calendar, or a label that is either a key or the game master's own words. A host resolves the whole
 * view with its localizer just before rendering (`resolveView`), so Foundry and the sandbox show the same; a key
 * that names plural categories reads the one its `count` needs (./plurals.ts).
 */
import { formatClock, formatDuration, readClock, type TextStyle, type TimeScale } from "../../core";
import type { CalendarSource } from "../calendar/calendar";
import { pluralKey, type TextLocalizer } from "./plurals";

export type { TextLocalizer };

export type TextValue = string | number | Text;

export type Text =
  /**
   * A key under TURNKEEPER with data for its `{placeholders}`; data may itself hold texts. A number `count`
   * picks the plural category when the key names one object of them.
   */
  | { readonly i18n: string; readonly data?: Readonly<Record<string, TextValue>> }
  /** A span of world seconds in the scale's units: "2 turns, 3 rounds". */
  | { readonly duration: number; readonly style: TextStyle }
  /** A world time read on the scale's clock: "day 3, watch 2 of 6, turn 14 of 24". */
  | { readonly clock: number; readonly style: TextStyle }
  /** A preset's label: a localization key for built-ins, or the game master's own words. */
  | { readonly labelText: string }
  /** The date at a world time as the world's calendar formats it; empty without a calendar. */
  | { readonly date: number };

export const t = (key: string, data?: Record<string, TextValue>): Text =>
  data === undefined ? { i18n: key } : { i18n: key, data };
export const duration = (seconds: number, style: TextStyle = "long"): Text => ({ duration: seconds, style });
export const clock = (time: number, style: TextStyle = "long"): Text => ({ clock: time, style });
export const label = (text: string): Text => ({ labelText: text });
export const date = (time: number): Text => ({ date: time });
/** A core error's message (`TURNKEEPER.Error.<code>`), filled from its params. */
export const errorText = (error: {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}): Text => t(`TURNKEEPER.Error.${error.code}`, { ...error.params });

export function isText(value: unknown): value is Text {
  if (value === null || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.i18n === "string" ||
    (typeof v.duration === "number" && typeof v.style === "string") ||
    (typeof v.clock === "number" && typeof v.style === "string") ||
    typeof v.labelText === "string" ||
    typeof v.date === "number"
  );
}

export interface TextContext {
  readonly i18n: TextLocalizer;
  readonly scale: TimeScale;
  /** The world's calendar, where the host has one. */
  readonly calendar?: CalendarSource | null;
}

/** Built-in labels are keys; anything else is the game master's own words, shown as typed. */
const isKey = (s: string) => /^TURNKEEPER\.[\w.-]+$/.test(s);

export function resolveText(text: TextValue, ctx: TextContext): string {
  if (typeof text === "string") return text;
  if (typeof text === "number") return String(text);
  if ("i18n" in text) {
    const data: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(text.data ?? {}))
      data[k] = typeof v === "number" ? v : resolveText(v, ctx);
    return ctx.i18n.format(pluralKey(text.i18n, data.count, ctx.i18n), data);
  }
  if ("duration" in text) return formatDuration(text.duration, ctx.scale, text.style, ctx.i18n);
  if ("clock" in text) return formatClock(readClock(text.clock, ctx.scale), ctx.scale, text.style, ctx.i18n);
  if ("date" in text) return ctx.calendar?.read(text.date)?.label ?? "";
  return isKey(text.labelText) ? ctx.i18n.format(text.labelText) : text.labelText;
}

/** The same shape with every Text replaced by its words, ready for a template. */
export type Resolved<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/** Resolves every Text inside a view (arrays and plain objects are walked; other values kept). */
export function resolveView<T>(view: T, ctx: TextContext): Resolved<T> {
  const walk = (value: unknown): unknown => {
    if (isText(value)) return resolveText(value, ctx);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(view) as Resolved<T>;
}
