/** Loading a saved timekeeper: migrate older versions, validate, and restore the expiry order. */
import { migrateVersioned, parseWith, type Migration } from "../../schema";
import { sortTimers } from "../timers";
import type { CoreError } from "../../util/errors";
import { ok, type Result } from "../../util/result";
import { TIMEKEEPER_VERSION, TimekeeperSchema, type Timekeeper } from "./model";

/** Version 1 is the first stored shape; later versions add a step here. */
const MIGRATIONS: readonly Migration[] = [];

export function loadTimekeeper(input: unknown): Result<Timekeeper, CoreError> {
  const migrated = migrateVersioned(input, TIMEKEEPER_VERSION, MIGRATIONS);
  if (!migrated.ok) return migrated;
  const parsed = parseWith(TimekeeperSchema, migrated.value);
  if (!parsed.ok) return parsed;
  const keeper = parsed.value;
  return ok({ ...keeper, state: { ...keeper.state, timers: sortTimers(keeper.state.timers) } });
}
