/**
 * What looking around a room finds (R001-07): entering shows what is obvious, a search of a turn finds
 * most secrets, and a well-hidden one only turns up when a player names the thing that hides it.
 */
import type { DungeonRules } from "./rules";

export type SecretLevel = "obvious" | "hidden" | "wellHidden";

export interface Secret {
  readonly id: string;
  readonly level: SecretLevel;
  /** The feature a well-hidden secret is in ("the desk's filigree"). */
  readonly feature?: string;
}

export type Look =
  | { readonly kind: "enter" }
  | { readonly kind: "search" }
  /** A search aimed at one feature a player names. */
  | { readonly kind: "inspect"; readonly feature: string };

export interface LookResult {
  readonly found: readonly string[];
  readonly seconds: number;
}

function finds(look: Look, secret: Secret): boolean {
  if (secret.level === "obvious") return true;
  if (look.kind === "enter") return false;
  if (secret.level === "hidden") return true;
  return look.kind === "inspect" && look.feature === secret.feature;
}

export function lookAround(rules: DungeonRules, look: Look, secrets: readonly Secret[]): LookResult {
  const seconds = look.kind === "enter" ? 0 : rules.searchTurns * rules.turnSeconds;
  return { found: secrets.filter((secret) => finds(look, secret)).map((secret) => secret.id), seconds };
}
