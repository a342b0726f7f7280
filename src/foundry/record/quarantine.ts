/**
 * The quarantine (issue 20): parts of Turnkeeper's stored data that did not read, kept in the hidden world
 * setting `turnkeeper.quarantine` with where they were, why and when, so that a hand edit or an older bug
 * costs that part and never the campaign, and nothing is lost. Written by the record store (loaded on GM
 * clients only; imports nothing at run time) before the writes that leave those parts out, and the GM is told
 * what and where.
 */
import type { CoreError } from "../../core";
import type { FoundryEnv } from "../env/ports";

/** A part set aside, as the quarantine keeps it. */
export interface QuarantinedPart {
  /** When it was set aside (an ISO date). */
  readonly at: string;
  /** Where it was: the state setting, or a record page by name. */
  readonly where: string;
  /** Its path there (`keeper.state.timers[2]`, `flags.turnkeeper.entries.12`). */
  readonly path: string;
  /** Why it did not read: the error's code and what it names. */
  readonly error: { readonly code: string; readonly params: Readonly<Record<string, string | number>> };
  readonly value: unknown;
}

/** The setting's value. */
export interface Quarantine {
  readonly parts: readonly QuarantinedPart[];
}

/** The newest parts kept (a value set aside again and again would otherwise grow the setting without end). */
const KEPT = 200;

/** A part set aside from `where`. */
export function quarantined(where: string, path: string, error: CoreError, value: unknown): QuarantinedPart {
  return {
    at: new Date().toISOString(),
    where,
    path,
    error: { code: error.code, params: error.params },
    value,
  };
}

function partsOf(stored: unknown): readonly QuarantinedPart[] {
  const parts = (stored as Partial<Quarantine> | null)?.parts;
  return Array.isArray(parts) ? (parts as QuarantinedPart[]) : [];
}

/** An error in the GM's words (`TURNKEEPER.Error.<code>`). */
export function errorWords(env: FoundryEnv, error: QuarantinedPart["error"]): string {
  return env.game.i18n.format(`TURNKEEPER.Error.${error.code}`, error.params);
}

/** Keeps `parts` in the quarantine setting (the newest `KEPT`), then tells the GM what was set aside and where. */
export async function quarantine(env: FoundryEnv, parts: readonly QuarantinedPart[]): Promise<void> {
  if (parts.length === 0) return;
  const kept = [...partsOf(env.settings.get("turnkeeper", "quarantine")), ...parts].slice(-KEPT);
  await env.settings.set("turnkeeper", "quarantine", { parts: kept } satisfies Quarantine);
  const what = parts.map((p) => `${p.where}: ${errorWords(env, p.error)}`).join(" ");
  env.notifications.warn(env.game.i18n.format("TURNKEEPER.Stored.setAside", { count: parts.length, what }));
}
