/**
 * Stored data with one field changed, for the property tests of stored data (issue 20): any value anywhere in
 * a stored value's tree (an object's field or a list's item, at any depth) set to any JSON value, or removed.
 */
import fc from "fast-check";

export type Path = readonly (string | number)[];

const isTree = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === "object" && value !== null;

/** Every path to a value inside `value` (each object field and list item, at any depth; not the root). */
export function pathsOf(value: unknown): Path[] {
  const paths: Path[] = [];
  const walk = (at: unknown, path: Path) => {
    if (!isTree(at)) return;
    for (const [key, child] of Object.entries(at)) {
      const here = [...path, Array.isArray(at) ? Number(key) : key];
      paths.push(here);
      walk(child, here);
    }
  };
  walk(value, []);
  return paths;
}

/** A copy of `value` with the field at `path` set to `to`, or removed (`removed`: a list's item is spliced out). */
export function changedAt(value: unknown, path: Path, to: unknown, removed = false): unknown {
  const copy = structuredClone(value);
  let at = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (!removed) at[last] = to;
  else if (Array.isArray(at)) at.splice(Number(last), 1);
  else delete at[last];
  return copy;
}

/** The value at `path` in `value` (undefined when there is none). */
export function valueAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) at = isTree(at) ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

/** `value` with one field, anywhere in it, set to any JSON value or removed; and where. */
export function oneFieldMutated(
  value: unknown,
): fc.Arbitrary<{ readonly path: Path; readonly mutated: unknown }> {
  const paths = pathsOf(value);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      to: fc.jsonValue({ maxDepth: 2 }),
      removed: fc.boolean(),
    })
    .map(({ path, to, removed }) => ({ path, mutated: changedAt(value, path, to, removed) }));
}
