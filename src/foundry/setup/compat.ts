/**
 * What v14 changed in the touchpoints Turnkeeper uses, decided by what the running Foundry has (a feature
 * check), never by its version number. Each function names the touchpoint it stands on: its entry in
 * docs/contract/<file>.md.
 */
import type { FoundryEnv } from "../env/ports";

/** v14's message modes (`core.messageMode`) by v13's roll mode names (`core.rollMode`). */
const ROLL_MODE_OF: Readonly<Record<string, string>> = {
  public: "publicroll",
  ic: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/**
 * The user's roll mode in v13's names (publicroll, gmroll, blindroll, selfroll). v14 keeps it as the message mode
 * (`core.messageMode`, with `CONFIG.ChatMessage.modes`); `core.rollMode` still answers there, deprecated. Entry
 * in docs/contract/foundation.md: Roll mode.
 */
export function currentRollMode(env: FoundryEnv): string {
  const { chat } = env;
  if ("modes" in chat.config) return ROLL_MODE_OF[String(chat.coreSetting("messageMode"))] ?? "publicroll";
  return String(chat.coreSetting("rollMode"));
}

/**
 * The update entry that deletes the key at `path` (`"flags.turnkeeper.light"`): v14's `ForcedDeletion` operator
 * where `foundry.data.operators` exists, else v13's `-=key` form (deprecated in v14), for token, combat and page
 * flags. Entry in docs/contract/foundation.md: `TokenDocument#update` ... `operators.ForcedDeletion`.
 */
export function deletion(env: FoundryEnv, path: string): Record<string, unknown> {
  const data = env.foundryData;
  if ("operators" in data) return { [path]: data.operators.ForcedDeletion.create() };
  const dot = path.lastIndexOf(".");
  return { [`${path.slice(0, dot + 1)}-=${path.slice(dot + 1)}`]: null };
}

/**
 * The update entry that sets the key at `path` to `value` whole, never merged into what the key held (a record
 * entry changed: a key it no longer has must go): v14's `ForcedReplacement` operator where
 * `foundry.data.operators` exists, else v13's `==key` form. Entry in docs/contract/calendar-record.md:
 * `JournalEntry#updateEmbeddedDocuments`.
 */
export function replacement(env: FoundryEnv, path: string, value: unknown): Record<string, unknown> {
  const data = env.foundryData;
  if ("operators" in data) return { [path]: data.operators.ForcedReplacement.create(value) };
  const dot = path.lastIndexOf(".");
  return { [`${path.slice(0, dot + 1)}==${path.slice(dot + 1)}`]: value };
}
