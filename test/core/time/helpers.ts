/** Shared test helpers: unwrapping results, and a localizer that reads lang/en.json like Foundry's format. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CoreError, Localizer, Result } from "../../../src/core";

export function must<T>(result: Result<T, CoreError>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.value;
}

const lang = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../lang/en.json"), "utf8"),
) as object;

export const i18n: Localizer = {
  format(key, data = {}) {
    const text = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
    if (typeof text !== "string") throw new Error(`missing localization ${key}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
  },
};

export const TURN = 600;
export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86_400;
