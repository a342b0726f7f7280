/**
 * Turns valibot issues into CoreErrors that name the exact path ("time.units[2].seconds") and the problem,
 * so a game master editing JSON sees where and what. Schemas anywhere in the core share these helpers.
 */
import * as v from "valibot";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";

/** A custom check's message is an error code ("time.unitsNotNested") rather than English text. */
const ERROR_CODE = /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/;

/** Formats an issue path the way a person reads JSON: `a.b[2].c`, under an optional root. */
export function formatIssuePath(path: readonly v.IssuePathItem[] | undefined, root = ""): string {
  let out = root;
  for (const item of path ?? []) {
    const key = item.key;
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** The most specific issue: a union reports its members' issues, and the deepest one says the most. */
function deepest(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  let best = issue;
  for (const sub of issue.issues ?? []) {
    const candidate = deepest(sub);
    if ((candidate.path?.length ?? 0) > (best.path?.length ?? 0)) best = candidate;
  }
  return best;
}

/** Issue types (of the validations the schemas use) that mean a value lies outside its bounds. */
const OUT_OF_RANGE = ["min_value", "max_value", "non_empty"];

function codeFor(issue: v.BaseIssue<unknown>): string {
  if (ERROR_CODE.test(issue.message)) return issue.message;
  if (issue.type === "object" || issue.type === "strict_object") {
    if (issue.expected === "never") return "schema.unknownKey";
    if (issue.received === "undefined") return "schema.missing";
  }
  if (issue.type === "safe_integer") return "schema.notInteger";
  if (issue.type === "max_length") return "schema.tooLong";
  if (OUT_OF_RANGE.includes(issue.type)) return "schema.outOfRange";
  return issue.kind === "schema" ? "schema.type" : "schema.invalid";
}

/** One valibot issue as a CoreError; `params.path` repeats the path so localized messages can show it. */
export function issueToError(
  issue: v.BaseIssue<unknown>,
  root = "",
  extra: Record<string, string | number> = {},
): CoreError {
  const chosen = deepest(issue);
  const path = formatIssuePath(chosen.path, root);
  // A string or list too long says how long it may be (its `received` is the length it has).
  const requirement = "requirement" in chosen ? chosen.requirement : undefined;
  const params = {
    path: path === "" ? "(root)" : path,
    expected: chosen.expected ?? "",
    received: chosen.received,
    ...(chosen.type === "max_length" && typeof requirement === "number" ? { max: requirement } : {}),
    ...extra,
  };
  return coreError(codeFor(chosen), params, path === "" ? undefined : path);
}

/** The same error placed at `path` (a duration checked inside a preset reports where it sits). */
export function errorAt(error: CoreError, path: string): CoreError {
  return coreError(error.code, { ...error.params, path }, path);
}

/** Validates `input`; on failure returns the first issue as a CoreError, with how many there were. */
export function parseWith<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root = "",
): Result<v.InferOutput<S>, CoreError> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return ok(parsed.output);
  return err(issueToError(parsed.issues[0], root, { issues: parsed.issues.length }));
}
