/**
 * A form's answers as hosts hand them over, and how the dialogs' parsers read them. Foundry's dialogs give
 * numbers for number fields (null when left empty) and booleans for checkboxes; the sandbox reads its own
 * dialogs' fields as text; both read the same here.
 */
import { err, ok, type Result } from "../../core";

export type FormValue = string | number | boolean | null;

/** A form's values by field name. */
export type FormValues = Readonly<Record<string, FormValue | undefined>>;

/** A field of a rendered form, as the DOM has it (no DOM types needed to read one). */
export interface FormField {
  readonly name: string;
  readonly value: string;
  readonly type?: string;
  readonly checked?: boolean;
}

/** The named fields of a rendered form (`root.querySelectorAll(FORM_FIELDS)`). */
export const FORM_FIELDS = "input[name], select[name], textarea[name]";

/** The fields' values by name, checkboxes as booleans. */
export function fieldValues(fields: Iterable<FormField>): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const field of fields)
    values[field.name] = field.type === "checkbox" ? field.checked === true : field.value;
  return values;
}

export function textField(form: FormValues, name: string): string {
  const value = form[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

export function flagField(form: FormValues, name: string): boolean {
  return form[name] === true || form[name] === "on";
}

/** Names typed in a field, separated by commas (who seeks shelter, who is encumbered). */
export const namesField = (form: FormValues, name: string): string[] =>
  textField(form, name)
    .split(",")
    .map((typed) => typed.trim())
    .filter((typed) => typed !== "");

/** A whole number typed in a field: null when left empty; the text typed when it is not one. */
export function wholeField(form: FormValues, name: string): Result<number | null, string> {
  const typed = textField(form, name).trim();
  if (typed === "") return ok(null);
  const n = Number(typed);
  return Number.isSafeInteger(n) ? ok(n) : err(typed);
}

/** The chosen option first: a select shows its first option, so templates need no `selected` attribute. */
export function chosenFirst<T extends { selected: boolean }>(options: readonly T[]): T[] {
  return [...options.filter((o) => o.selected), ...options.filter((o) => !o.selected)];
}
