/**
 * Reading stored data part by part (issue 20): a part that does not read is set aside, with where it was and
 * why, and the rest is kept, so one bad value (a hand edit, a bug of an older Turnkeeper) costs that value and
 * not the whole. Hosts keep what is set aside (a quarantine) and tell the game master.
 */
import * as v from "valibot";
import { coreError, type CoreError } from "../util/errors";
import { issueToError } from "./issues";

/** A part of stored data that did not read. */
export interface SetAside {
  /** Where it was in the stored data: `keeper.state.timers[2]`. */
  readonly path: string;
  /** The part as it was stored, kept so that nothing is lost. */
  readonly value: unknown;
  /** Why it did not read (its path is the part's). */
  readonly error: CoreError;
}

/** Stored data read part by part: what was read, and the parts set aside. */
export interface Salvaged<T> {
  readonly value: T;
  readonly setAside: readonly SetAside[];
}

/** Whether stored data is an object to read fields from. */
export const isStoredObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Collects what is set aside while a stored value is read, each part's path under `root`. */
export class Salvage {
  readonly setAside: SetAside[] = [];
  readonly #root: string;

  constructor(root = "") {
    this.#root = root;
  }

  /** The full path of a part (`timers[2]` under `keeper.state`). */
  at(path: string): string {
    if (this.#root === "") return path;
    return path === "" || path.startsWith("[") ? `${this.#root}${path}` : `${this.#root}.${path}`;
  }

  /** Sets a part aside: why is the error `code` with `params`, at the part's path. */
  add(path: string, value: unknown, code: string, params: Record<string, string | number> = {}): void {
    const where = this.at(path);
    this.addError(path, value, coreError(code, { ...params, path: where }, where));
  }

  /** Sets a part aside for an error found reading it (which may name a path inside it). */
  addError(path: string, value: unknown, error: CoreError): void {
    this.setAside.push({ path: this.at(path), value, error });
  }

  /** Sets aside a part that is not the list or object expected (or is missing). */
  #wrongType(path: string, value: unknown, expected: string): void {
    if (value === undefined) this.add(path, value, "schema.missing");
    else this.add(path, value, "schema.type", { expected, received: typeof value });
  }

  /** Sets a part aside that `schema` did not read, its error at the exact path of the first issue. */
  #refused(path: string, value: unknown, issues: readonly v.BaseIssue<unknown>[]): void {
    this.addError(path, value, issueToError(issues[0] as v.BaseIssue<unknown>, this.at(path)));
  }

  /** `value` read by `schema`, or `fallback` with the value set aside. */
  field<S extends v.GenericSchema>(schema: S, value: unknown, path: string, fallback: v.InferOutput<S>) {
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return parsed.output as v.InferOutput<S>;
    if (value === undefined) this.add(path, value, "schema.missing");
    else this.#refused(path, value, parsed.issues);
    return fallback;
  }

  /**
   * A counter that gives ids (`nextId`): read by `schema`, and past the `highest` id given, else set aside and
   * following on from it (an id given twice would name two things).
   */
  counter(schema: v.GenericSchema<unknown, number>, value: unknown, path: string, highest: number): number {
    const next = this.field(schema, value, path, highest + 1);
    if (next > highest) return next;
    this.add(path, value, "schema.outOfRange", { expected: `more than ${highest}`, received: next });
    return highest + 1;
  }

  /**
   * The items of a list that read, the others set aside one by one (a value that is no list is set aside
   * whole). With `key`, an item whose key an earlier item has is a duplicate, and set aside too.
   */
  items<S extends v.GenericSchema>(
    schema: S,
    value: unknown,
    path: string,
    key?: (item: v.InferOutput<S>) => unknown,
  ): v.InferOutput<S>[] {
    if (!Array.isArray(value)) {
      this.#wrongType(path, value, "Array");
      return [];
    }
    const kept: v.InferOutput<S>[] = [];
    const seen = new Set<unknown>();
    value.forEach((item: unknown, index) => {
      const at = `${path}[${index}]`;
      const parsed = v.safeParse(schema, item);
      if (!parsed.success) return this.#refused(at, item, parsed.issues);
      const id = key?.(parsed.output);
      if (key && seen.has(id)) {
        return this.add(at, item, "schema.duplicate", { received: JSON.stringify(id) });
      }
      seen.add(id);
      kept.push(parsed.output as v.InferOutput<S>);
    });
    return kept;
  }

  /** The entries of a record (`owners`) whose values read, the others set aside one by one. */
  entries<S extends v.GenericSchema>(
    schema: S,
    value: unknown,
    path: string,
  ): Record<string, v.InferOutput<S>> {
    if (!isStoredObject(value)) {
      this.#wrongType(path, value, "Object");
      return {};
    }
    const kept: Record<string, v.InferOutput<S>> = {};
    for (const [name, item] of Object.entries(value)) {
      const parsed = v.safeParse(schema, item);
      const at = `${path}.${name}`;
      if (parsed.success) kept[name] = parsed.output as v.InferOutput<S>;
      else this.#refused(at, item, parsed.issues);
    }
    return kept;
  }

  /** The fields of an object `schema` does not know, set aside (a newer or a hand-edited shape). */
  unknownKeys(data: Readonly<Record<string, unknown>>, schema: { readonly entries: object }, path = "") {
    for (const name of Object.keys(data)) {
      if (name in schema.entries) continue;
      const at = path === "" ? name : `${path}.${name}`;
      this.add(at, data[name], "schema.unknownKey");
    }
  }
}
