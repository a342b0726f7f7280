/**
 * The tracker's templates rendered as the sandbox renders them: plain Handlebars with only the `localize`
 * helper (strings from lang/en.json, keys it lacks kept), the combat templates partials by their Foundry path.
 */
import Handlebars from "handlebars";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BUILT_IN_PRESETS } from "../../../src/core";
import { partContext, TRACKER_PARTS, trackerBasis, type TrackerInput } from "../../../src/ui/combat";
import { parseHTML, type FakeElement } from "../../fakes/dom";
import { strictI18n, translations } from "../../fakes/foundry";

const root = path.resolve(import.meta.dirname, "../../../templates");

export function renderer() {
  const hbs = Handlebars.create();
  const missing: string[] = [];
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const k = String(key);
    const text = translations.get(k);
    if (text === undefined) {
      // Foundry's helper returns what is not a key unchanged (a weapon's or an effect's own name).
      if (k.startsWith("TURNKEEPER.")) missing.push(k);
      return k;
    }
    const hash = options.hash as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  });
  for (const file of readdirSync(path.join(root, "combat"))) {
    const source = readFileSync(path.join(root, "combat", file), "utf8");
    hbs.registerPartial(`modules/turnkeeper/templates/combat/${file}`, source);
  }
  const compile = (file: string) =>
    hbs.compile(readFileSync(path.join(root, file), "utf8"), { strict: false, preventIndent: true });
  return { compile, missing };
}

/** The words a host reads the fixtures' clock with: segment combat's. */
export const TRACKER_WORDS = { i18n: strictI18n, scale: BUILT_IN_PRESETS["segment-combat"].time };

/** The tracker as a host renders it: each part from its own context, in order; and the keys it lacked. */
export function renderTracker(input: TrackerInput) {
  const r = renderer();
  const basis = trackerBasis(input);
  const parts = TRACKER_PARTS.map((part) =>
    r.compile(part.template)(partContext(part, basis, TRACKER_WORDS)),
  );
  return { html: parts.join(""), parts, missing: r.missing };
}

/** How many elements stand at the top of some HTML (Foundry renders a part's template as one). */
export function topElements(html: string): number {
  let depth = 0;
  let tops = 0;
  for (const [, closing, tag, selfClosing] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (closing) depth--;
    else if (!selfClosing && !["img", "input", "br", "hr"].includes(tag!)) {
      if (depth === 0) tops++;
      depth++;
    } else if (depth === 0) tops++;
  }
  return tops;
}

/** The combatants' rows of rendered HTML by id: Foundry's li.combatant entries, the only elements naming one. */
export function rowsOf(html: string): Map<string, FakeElement> {
  const rows = parseHTML(html).flatMap((el) => el.querySelectorAll("li.combatant[data-combatant-id]"));
  return new Map(rows.map((row) => [row.dataset.combatantId!, row]));
}

/** A row's buttons and selects by what they do (data-action, or data-tk-change for a select). */
export function controlsOf(row: FakeElement): Map<string, FakeElement> {
  const controls = row.querySelectorAll("[data-action], [data-tk-change]");
  return new Map(controls.map((el) => [el.dataset.action ?? el.dataset.tkChange!, el]));
}
