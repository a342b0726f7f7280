/**
 * Plurals by the locale's own rules. A key in lang/en.json may name an object of plural categories
 * ("slots": { "one": "{count} slot", "other": "{count} slots" }); a text with a number `count` among its data
 * then reads the category `Intl.PluralRules` gives that count in the host's language. Foundry's `format` does
 * not pluralise, so the choice is made here, the same for every host.
 */
import type { Localizer } from "../../core";

/** The host's localizer as texts are resolved with it. */
export interface TextLocalizer extends Localizer {
  /** Whether a key has words (Foundry's `game.i18n.has`). */
  has(key: string): boolean;
  /** The language the words are in, for its plural rules (Foundry's `game.i18n.lang`). */
  readonly lang: string;
}

const rules = new Map<string, Intl.PluralRules>();

/** A language tag the browser knows, or English (a host's tag may be empty or malformed). */
function known(lang: string): string {
  try {
    return Intl.PluralRules.supportedLocalesOf(lang)[0] ?? "en";
  } catch {
    return "en";
  }
}

/** The plural rules of a language (built once each: they are costly to make). */
export function pluralRules(lang: string): Intl.PluralRules {
  let found = rules.get(lang);
  if (!found) {
    found = new Intl.PluralRules(known(lang));
    rules.set(lang, found);
  }
  return found;
}

/**
 * The key to format: `key.<category>` when `key` names plural categories (every language has "other") and
 * a count is given, else `key` itself.
 */
export function pluralKey(key: string, count: unknown, i18n: TextLocalizer): string {
  if (typeof count !== "number" || !i18n.has(`${key}.other`)) return key;
  const category = `${key}.${pluralRules(i18n.lang).select(count)}`;
  return i18n.has(category) ? category : `${key}.other`;
}
