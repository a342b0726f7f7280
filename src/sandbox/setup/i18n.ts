/**
 * Strings for the sandbox from the module's own lang/en.json, with Foundry's semantics: `localize(key)`
 * returns the string or the key itself when missing, and `format(key, data)` fills `{name}` placeholders. The
 * words are English, so plurals follow English rules (`lang`).
 */
import en from "../../../lang/en.json";

export type Strings = ReadonlyMap<string, string>;

export interface SandboxLocalizer {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
  has(key: string): boolean;
  /** The language of the words, for its plural rules (src/ui/i18n/plurals.ts). */
  readonly lang: string;
}

/** "TURNKEEPER.Error.dice.badFormula" -> string, for every leaf of the nested language file. */
export function flattenStrings(
  tree: unknown,
  prefix = "",
  out = new Map<string, string>(),
): Map<string, string> {
  if (typeof tree === "string") {
    out.set(prefix, tree);
  } else if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree))
      flattenStrings(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

export function fillPlaceholders(text: string, data: Record<string, unknown> = {}): string {
  return text.replace(/\{([A-Za-z0-9_.-]+)\}/g, (whole, name: string) =>
    Object.hasOwn(data, name) ? String(data[name]) : whole,
  );
}

export function createLocalizer(strings: Strings = flattenStrings(en)): SandboxLocalizer {
  return {
    lang: "en",
    has: (key) => strings.has(key),
    localize: (key) => strings.get(key) ?? key,
    format: (key, data) => fillPlaceholders(strings.get(key) ?? key, data),
  };
}
