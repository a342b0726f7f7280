/**
 * The module's Handlebars templates, compiled in the page. Every file under templates/ is available by the
 * path Foundry knows it by (`modules/turnkeeper/templates/<file>`) and registered as a partial under that
 * path, as Foundry's `loadTemplates` does; `{{localize}}` reads lang/en.json like Foundry's helper.
 */
import Handlebars from "handlebars";
import type { SandboxLocalizer } from "./i18n";

export const TEMPLATE_ROOT = "modules/turnkeeper/templates/";

/** Template sources by repository-relative path ("../../../templates/clock/panel.hbs"). */
const sources = import.meta.glob<string>("../../../templates/**/*.{hbs,html}", {
  query: "?raw",
  import: "default",
  eager: true,
});

export type Render = (path: string, context: object) => string;

export interface TemplateRegistry {
  /** Renders a template by its Foundry path or its path under templates/ ("combat/tracker.hbs"). */
  render: Render;
  has(path: string): boolean;
  /** Every template's Foundry path. */
  paths(): string[];
  /** Compiles one of the sandbox's own templates (its page chrome) with the same helpers and partials. */
  compileLocal(source: string): (context: object) => string;
}

function foundryPath(file: string): string {
  return TEMPLATE_ROOT + file.replace(/^(\.\.\/)+templates\//, "");
}

/**
 * `partials` adds names the shared code registers partials under (`TRACKER_PARTIALS`: partial name -> path
 * under templates/), as the Foundry host does.
 */
export function createTemplates(
  i18n: SandboxLocalizer,
  files: Record<string, string> = sources,
  partials: Readonly<Record<string, string>> = {},
): TemplateRegistry {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", function (key: unknown, options: Handlebars.HelperOptions) {
    const hash = options.hash as Record<string, unknown>;
    const k = String(key);
    return Object.keys(hash).length > 0 ? i18n.format(k, hash) : i18n.localize(k);
  });
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  for (const [file, source] of Object.entries(files)) {
    const name = foundryPath(file);
    hbs.registerPartial(name, source);
    compiled.set(name, hbs.compile(source, { strict: false, preventIndent: true }));
  }
  const resolve = (path: string) => (path.startsWith(TEMPLATE_ROOT) ? path : TEMPLATE_ROOT + path);
  for (const [name, path] of Object.entries(partials)) {
    const source = Object.entries(files).find(([file]) => foundryPath(file) === resolve(path))?.[1];
    if (source !== undefined) hbs.registerPartial(name, source);
  }
  return {
    has: (path) => compiled.has(resolve(path)),
    paths: () => [...compiled.keys()],
    compileLocal(source) {
      const template = hbs.compile(source, { strict: false, preventIndent: true });
      return (context) => template(context, { allowProtoPropertiesByDefault: false });
    },
    render(path, context) {
      const template = compiled.get(resolve(path));
      if (template === undefined) throw new Error(`No template ${resolve(path)}`);
      return template(context, { allowProtoPropertiesByDefault: false });
    },
  };
}
