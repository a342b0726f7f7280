/**
 * Stands for core's combat tracker application, `foundry.applications.sidebar.tabs.CombatTracker` (v13 and
 * v14: an ApplicationV2 with HandlebarsApplicationMixin; contract: CONFIG.ui.combat), as far as Turnkeeper's
 * subclass, the game systems' trackers (test/fakes/systems/*-tracker.ts) and their hooks use it. What the API
 * documents, and the systems' trackers rely on:
 * - `render(options)`: `_configureRenderParts` (a copy of the class's PARTS), `_configureRenderOptions` (the
 *   parts asked for, or all, among those configured), `_prepareContext`, `_preparePartContext` for each part
 *   with the render's one context object, `_renderHTML` (each part's template rendered to exactly one element,
 *   its `templates` loaded as partials by their paths), the parts put in the window in their order (a part
 *   rendered again replaces its element; `parts`, the rendered parts by id), `_onFirstRender`, `_onRender`,
 *   then the `render{Class}` hook of each class up the chain (`renderCombatTracker` for core's) with the app,
 *   its element, the context and options.
 * - actions: the classes' `DEFAULT_OPTIONS.actions` merged down the chain; a click bubbles through the
 *   listeners between its target and the window (which may stop it), then runs the action of the nearest
 *   element with a data-action, or `_onClickAction` for one no class registers.
 * - core's own parts, as stand-ins of its markup (rows as the systems that copy them have them: draw-steel
 *   templates/sidebar/tabs/combat/turn.hbs); its row actions: activateCombatant, pingCombatant, panToCombatant
 *   recorded in `coreCalls` (selecting, panning, pinging and opening sheets are not faked), toggleHidden and
 *   toggleDefeated updating the combatant on the server; its context menu entries (`coreEntryOptions`).
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fillPlaceholders } from "../../src/sandbox/setup/i18n";
import { createElement, fakeEvent, parseHTML, type FakeElement, type FakeEvent } from "./dom";
import { translations, type FakeClient } from "./foundry";
import { coreEntryOptions, FakeCombatServer } from "./foundry-combat";
import type { FakeCombat } from "./foundry-combat-doc";

type Handler = (this: FakeTrackerApp, event: FakeEvent, target: FakeElement) => unknown;
type Action = Handler | { handler: Handler };
export interface TrackerPartConfig {
  template: string;
  templates?: string[];
  scrollable?: string[];
}
export interface RenderOptions {
  parts?: string[];
  [key: string]: unknown;
}
type Context = Record<string, unknown>;

const templateRoot = path.resolve(import.meta.dirname, "../../templates");
const MODULE_TEMPLATES = "modules/turnkeeper/templates/";

/** Stands for Foundry's Handlebars: the `localize` helper, and templates loaded as partials by their paths. */
const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) =>
  fillPlaceholders(translations.get(String(key)) ?? String(key), options.hash as Record<string, unknown>),
);
const moduleTemplate = (file: string) => {
  if (!file.startsWith(MODULE_TEMPLATES)) throw new Error(`The tracker fake has no template ${file}`);
  return readFileSync(path.join(templateRoot, file.slice(MODULE_TEMPLATES.length)), "utf8");
};

const escape = (text: unknown) => Handlebars.escapeExpression(String(text ?? ""));

/** Core's parts, as stand-ins: the markup the systems' own copies of core's templates have. */
const CORE_PARTS: Record<string, (context: Context) => string> = {
  "templates/sidebar/tabs/combat/header.hbs": () =>
    '<header class="combat-tracker-header"><nav class="encounters"></nav></header>',
  "templates/sidebar/tabs/combat/tracker.hbs": (context) =>
    `<ol class="combat-tracker plain">${((context.turns ?? []) as Context[]).map(coreRow).join("")}</ol>`,
  "templates/sidebar/tabs/combat/footer.hbs": (context) => {
    const button = (action: string) => `<button type="button" data-action="${action}"></button>`;
    const buttons = (context.user as { isGM: boolean }).isGM ? ["previousTurn", "nextTurn"] : ["endTurn"];
    return `<nav class="combat-controls">${buttons.map(button).join("")}</nav>`;
  },
};

function coreRow(turn: Context): string {
  const control = (action: string) =>
    `<button type="button" class="inline-control combatant-control" data-action="${action}"></button>`;
  return [
    `<li class="combatant ${escape(turn.css)}" data-combatant-id="${escape(turn.id)}" data-action="activateCombatant">`,
    `<img class="token-image" src="${escape(turn.img)}" alt="${escape(turn.name)}">`,
    `<div class="token-name"><strong class="name">${escape(turn.name)}</strong>`,
    `<div class="combatant-controls">${["toggleHidden", "toggleDefeated", "pingCombatant"].map(control).join("")}</div></div>`,
    `<div class="token-initiative">${escape(turn.initiative)}</div></li>`,
  ].join("");
}

/** The classes from `cls` up to core's tracker, nearest first. */
function chainOf(cls: object): (typeof FakeTrackerApp)[] {
  const chain: (typeof FakeTrackerApp)[] = [];
  for (
    let c: object | null = cls;
    c !== null && c !== Function.prototype;
    c = Object.getPrototypeOf(c) as object
  )
    chain.push(c as typeof FakeTrackerApp);
  return chain.slice(0, chain.indexOf(FakeTrackerApp) + 1);
}

export class FakeTrackerApp {
  /** The name of core's class in its hooks (`renderCombatTracker`). */
  static readonly HOOK_NAME: string = "CombatTracker";
  static DEFAULT_OPTIONS: { id?: string; classes?: string[]; actions?: Record<string, Action> } = {
    id: "combat",
    actions: {
      activateCombatant: FakeTrackerApp.recorded("activateCombatant"),
      pingCombatant: FakeTrackerApp.recorded("pingCombatant"),
      panToCombatant: FakeTrackerApp.recorded("panToCombatant"),
      toggleHidden: FakeTrackerApp.toggle("hidden"),
      toggleDefeated: FakeTrackerApp.toggle("defeated"),
    },
  };
  static PARTS: Record<string, TrackerPartConfig> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  readonly options: { classes: string[]; actions: Record<string, Handler> };
  readonly client: FakeClient;
  /** The combat on view (`game.combats.viewed`). */
  viewed: FakeCombat | null;
  element: FakeElement | null = null;
  parts: Record<string, FakeElement> = {};
  rendered = false;
  isPopout = false;
  minimized = false;
  /** Whether it is the sidebar's tab on show: not by default, so the clock's refresh leaves it be. */
  active = false;
  /** What core's own row actions did here: "activateCombatant <id>", ... */
  readonly coreCalls: string[] = [];
  /** Actions no class registers, handed to `_onClickAction`. */
  readonly unhandled: string[] = [];

  constructor({ client, viewed }: { client: FakeClient; viewed: FakeCombat | null }) {
    this.client = client;
    this.viewed = viewed;
    const chain = chainOf(this.constructor).reverse();
    const own = (c: typeof FakeTrackerApp) => (Object.hasOwn(c, "DEFAULT_OPTIONS") ? c.DEFAULT_OPTIONS : {});
    const actions = Object.assign({}, ...chain.map((c) => own(c).actions ?? {})) as Record<string, Action>;
    this.options = {
      classes: chain.flatMap((c) => own(c).classes ?? []),
      actions: Object.fromEntries(
        Object.entries(actions).map(([k, a]) => [k, typeof a === "function" ? a : a.handler]),
      ),
    };
  }

  /** Core's row action that acts on the canvas or a sheet, recorded with the row's combatant. */
  private static recorded(action: string): Handler {
    return function (this: FakeTrackerApp, _event, target) {
      this.coreCalls.push(`${action} ${target.closest("[data-combatant-id]")?.dataset.combatantId}`);
    };
  }

  /** Core's hide and defeated controls: the combatant's own update (`Combatant#update`). */
  private static toggle(field: "hidden" | "defeated"): Handler {
    return function (this: FakeTrackerApp, _event, target) {
      const id = target.closest("[data-combatant-id]")?.dataset.combatantId;
      const c = id === undefined ? undefined : this.viewed?.combatants.get(id);
      if (!c || !this.viewed?.id) return;
      const server = FakeCombatServer.of(this.client.world);
      server.updateCombatant(this.client.user, this.viewed.id, id!, { [field]: !c[field] });
    };
  }

  async render(options: RenderOptions = {}): Promise<this> {
    this._configureRenderOptions(options);
    const context = await this._prepareContext(options);
    const html = await this._renderHTML(context, options);
    const first = this.element === null;
    this._replaceHTML(html, options);
    if (first) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    this.rendered = true;
    for (const cls of chainOf(this.constructor)) {
      const name = Object.hasOwn(cls, "HOOK_NAME") ? cls.HOOK_NAME : cls.name;
      this.client.Hooks.callAll(`render${name}`, this, this.element, context, options);
    }
    return this;
  }

  /** Clicks an element of the window, as a person does (`detail` 2 for the second click of a double one). */
  async click(target: FakeElement, detail = 1): Promise<void> {
    if (!this.element?.contains(target)) throw new Error("The click is outside the tracker");
    await target.dispatch(fakeEvent("click", target, detail));
  }

  close(): void {
    this._onClose({});
    this.rendered = false;
  }

  _configureRenderParts(_options: RenderOptions): Record<string, TrackerPartConfig> {
    return structuredClone((this.constructor as typeof FakeTrackerApp).PARTS);
  }

  _configureRenderOptions(options: RenderOptions): void {
    const configured = Object.keys(this._configureRenderParts(options));
    options.parts = (options.parts ?? configured).filter((p) => configured.includes(p));
  }

  async _prepareContext(_options: RenderOptions): Promise<Context> {
    const user = this.client.game.user!;
    return { user: { isGM: user.isGM }, combat: this.viewed, hasCombat: this.viewed !== null };
  }

  async _preparePartContext(partId: string, context: Context, options: RenderOptions): Promise<Context> {
    context.partId = `combat-${partId}`;
    if (partId === "tracker") await this._prepareTrackerContext(context, options);
    return context;
  }

  async _prepareTrackerContext(context: Context, _options: RenderOptions): Promise<void> {
    const combat = this.viewed;
    context.turns = combat?.turns.map((c, k) => this._prepareTurnContext(combat, c, k)) ?? [];
  }

  _prepareTurnContext(combat: FakeCombat, c: FakeCombat["turns"][number], index: number): Context {
    const css = [index === combat.turn ? "active" : "", c.hidden ? "hide" : "", c.defeated ? "defeated" : ""];
    return { id: c.id, name: c.name, img: c.img, initiative: c.initiative, css: css.join(" ").trim() };
  }

  async _renderHTML(context: Context, options: RenderOptions): Promise<Record<string, FakeElement>> {
    const configured = this._configureRenderParts(options);
    const rendered: Record<string, FakeElement> = {};
    for (const partId of options.parts ?? []) {
      const part = configured[partId]!;
      for (const file of part.templates ?? []) handlebars.registerPartial(file, moduleTemplate(file));
      const partContext = await this._preparePartContext(partId, context, options);
      const elements = parseHTML(this.partHTML(part.template, partContext));
      if (elements.length !== 1)
        throw new Error(`Template part "${partId}" must render a single HTML element`);
      elements[0]!.setAttribute("data-application-part", partId);
      rendered[partId] = elements[0]!;
    }
    return rendered;
  }

  /** A part's HTML: the module's template rendered, or the stand-in of core's (a system's fake adds its own). */
  partHTML(template: string, context: Context): string {
    const standIn = CORE_PARTS[template];
    return standIn ? standIn(context) : handlebars.compile(moduleTemplate(template))(context);
  }

  _replaceHTML(result: Record<string, FakeElement>, _options: RenderOptions): void {
    if (this.element === null) {
      this.element = createElement("section");
      this.element.setAttribute("id", "combat");
      this.element.setAttribute("class", ["tab", "sidebar-tab", ...this.options.classes].join(" "));
      // ApplicationV2 listens for clicks on its element and runs the nearest action.
      this.element.addEventListener("click", (event) => this.onClick(event));
    }
    for (const [partId, el] of Object.entries(result)) {
      const prior = this.parts[partId];
      if (prior?.parent) prior.replaceWith(el);
      else this.element.append(el);
      this.parts[partId] = el;
    }
  }

  private async onClick(event: FakeEvent): Promise<void> {
    const target = event.target.closest("[data-action]");
    if (!target || !this.element?.contains(target)) return;
    const handler = this.options.actions[target.dataset.action ?? ""];
    if (handler) await handler.call(this, event, target);
    else await this._onClickAction(event, target);
  }

  async _onFirstRender(_context: Context, _options: RenderOptions): Promise<void> {}
  async _onRender(_context: Context, _options: RenderOptions): Promise<void> {}
  _onClose(_options: object): void {}

  async _onClickAction(_event: FakeEvent, target: FakeElement): Promise<void> {
    this.unhandled.push(target.dataset.action ?? "");
  }

  _getEntryContextOptions() {
    return coreEntryOptions(this.client.world, () => () => undefined);
  }
}
