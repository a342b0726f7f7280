/**
 * What a client shows in the typed fake (test/fakes/foundry.ts): Foundry's localization of lang/en.json, the
 * module's templates rendered with Handlebars, Turnkeeper's windows and dialogs, and `ui.notifications`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import type { AppsPort, FormValues, WindowController, WindowLike } from "../../src/foundry/env/apps";
import type { NotificationsPort } from "../../src/foundry/env/ports";
import { fillPlaceholders, flattenStrings } from "../../src/sandbox/setup/i18n";
import type { FakeClient } from "./foundry-client";

const en = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../lang/en.json"), "utf8"),
) as Record<string, unknown>;

/** Foundry flattens nested translation objects into dotted keys (the sandbox's localizer does the same). */
export const translations = flattenStrings(en);

/** Like Foundry's `format`, but a missing key fails the test. */
export const strictI18n = {
  lang: "en",
  format(key: string, data: Record<string, unknown> = {}): string {
    const text = translations.get(key);
    if (text === undefined) throw new Error(`missing localization ${key}`);
    return fillPlaceholders(text, data);
  },
  has: (key: string) => translations.has(key),
};

/** Stands for `ui.notifications`: messages are kept so tests can read what the user was told. Contract: ui.notifications. */
export class FakeNotifications implements NotificationsPort {
  readonly shown: { level: "info" | "warn" | "error"; message: string; permanent?: true }[] = [];
  info(message: string) {
    this.shown.push({ level: "info", message });
  }
  warn(message: string) {
    this.shown.push({ level: "warn", message });
  }
  /** `permanent` is kept (the notice stays until dismissed); any other option fails the test. */
  error(message: string, { permanent, ...other }: { permanent?: boolean } = {}) {
    if (Object.keys(other).length > 0)
      throw new Error(`The Foundry fake does not notify with ${Object.keys(other)}`);
    this.shown.push({ level: "error", message, ...(permanent ? { permanent } : {}) });
  }
}

const templateRoot = path.resolve(import.meta.dirname, "../../templates");

const handlebars = Handlebars.create();

handlebars.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
  return fillPlaceholders(
    translations.get(String(key)) ?? String(key),
    options.hash as Record<string, unknown>,
  );
});

/** Compiled templates by path: Foundry's `getTemplate` compiles a template once and keeps it. */
const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** Renders a module template by its Foundry path ("modules/turnkeeper/templates/chat/card.hbs"). */
export function renderTemplate(file: string, data: object): string {
  const relative = file.replace(/^modules\/turnkeeper\/templates\//, "");
  let template = compiled.get(relative);
  if (!template) {
    template = handlebars.compile(readFileSync(path.join(templateRoot, relative), "utf8"));
    compiled.set(relative, template);
  }
  return template(data);
}

/** Stands for an ApplicationV2 window: rendering asks the controller for its context and renders its template. */
export class FakeWindow implements WindowLike {
  rendered = false;
  renders = 0;
  html = "";
  constructor(
    readonly controller: WindowController,
    private readonly onClose: () => void,
  ) {}
  async render(): Promise<void> {
    this.html = renderTemplate(this.controller.template, await this.controller.context());
    this.rendered = true;
    this.renders++;
  }
  close(): void {
    this.rendered = false;
    this.controller.closed?.();
    this.onClose();
  }
  /** A click on a `data-action` element, with the window's input values. */
  click(action: string, dataset: Record<string, string> = {}, form: FormValues = {}): Promise<void> {
    return this.controller.act(action, dataset, form);
  }
  /**
   * A document dragged onto a `data-drop` zone (Foundry's drag data `{ type, uuid }`): the zone's action runs
   * with the zone's data and what was dropped, as the real window does.
   */
  drop(
    action: string,
    zone: Record<string, string>,
    dropped: { type: string; uuid: string },
    form: FormValues = {},
  ) {
    return this.controller.act(action, { ...zone, dropType: dropped.type, dropUuid: dropped.uuid }, form);
  }
}

/** Stands for Turnkeeper's windows and `DialogV2.input`: dialogs answer from `answers`, in order. */
export class FakeApps implements AppsPort {
  readonly windows = new Map<string, FakeWindow>();
  readonly asked: { title: string; content: string; confirm?: string }[] = [];
  /** Files offered to the user (`saveDataToFile`). */
  readonly downloads: { filename: string; text: string }[] = [];
  answers: (FormValues | null)[] = [];
  constructor(private readonly client: FakeClient) {}
  open(controller: WindowController): FakeWindow {
    let win = this.windows.get(controller.id);
    if (!win) {
      win = new FakeWindow(controller, () => this.windows.delete(controller.id));
      this.windows.set(controller.id, win);
    }
    void win.render();
    return win;
  }
  async ask(title: string, content: string, confirm?: string): Promise<FormValues | null> {
    this.asked.push({ title, content, ...(confirm === undefined ? {} : { confirm }) });
    return this.answers.shift() ?? null;
  }
  download(filename: string, text: string): void {
    this.downloads.push({ filename, text });
  }
}
