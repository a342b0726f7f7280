/**
 * The sandbox's quarantine (issue 20): parts of its stored state that did not read, kept under a key of their
 * own with where they were, why and when, before the state is saved without them, so nothing is lost; the page
 * says what was set aside and where.
 */
import type { SetAside } from "../../core";
import type { SandboxContext } from "../setup/context";
import { KEYS } from "../setup/keys";

/** A part set aside, as the quarantine keeps it. */
export interface QuarantinedPart {
  /** When it was set aside (an ISO date). */
  readonly at: string;
  /** Its path in the stored state (`keeper.state.timers[2]`). */
  readonly path: string;
  readonly error: { readonly code: string; readonly params: Readonly<Record<string, string | number>> };
  readonly value: unknown;
}

/** The newest parts kept (a value set aside again and again would otherwise grow the key without end). */
const KEPT = 200;

/** Keeps `parts` under the quarantine key and says, in the page's words, what was set aside and where. */
export function quarantine(ctx: SandboxContext, parts: readonly SetAside[]): string {
  const { storage, i18n } = ctx;
  const stored = storage.load(KEYS.quarantine);
  const kept: QuarantinedPart[] = Array.isArray(stored) ? (stored as QuarantinedPart[]) : [];
  const at = new Date().toISOString();
  const added = parts.map((p) => ({
    at,
    path: p.path,
    error: { code: p.error.code, params: p.error.params },
    value: p.value,
  }));
  storage.save(KEYS.quarantine, [...kept, ...added].slice(-KEPT));
  const what = parts.map((p) => i18n.format(`TURNKEEPER.Error.${p.error.code}`, p.error.params)).join(" ");
  return i18n.format("TURNKEEPER.Sandbox.setAside", { count: parts.length, what });
}
