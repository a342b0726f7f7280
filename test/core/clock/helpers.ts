/** Shared test helpers: unwrapping results, and a strict localizer over lang/en.json. */
import type { CoreError, Result } from "../../../src/core";

export function must<T>(result: Result<T, CoreError>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.value;
}

export { strictI18n as i18n } from "../../fakes/foundry";

export const TURN = 600;
export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86_400;
