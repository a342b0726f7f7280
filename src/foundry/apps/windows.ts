/**
 * Turnkeeper's windows in Foundry: one ApplicationV2 (with HandlebarsApplicationMixin) that renders a
 * controller's template and context and hands every `data-action` click to the controller. Everything a
 * window decides lives in its controller (clock-panel.ts, areas-form.ts), which tests drive without Foundry.
 */
import { fieldValues, FORM_FIELDS } from "../../ui";
import { TEMPLATE_ROOT } from "../setup/constants";
import type { WindowController, WindowLike } from "../env/apps";

/**
 * What was dropped, as Foundry's drag data says (`{ type: "RollTable", uuid }` as JSON text): the document's
 * type and UUID, or null for anything else.
 */
function droppedDocument(event: DragEvent): { dropType: string; dropUuid: string } | null {
  let data: unknown;
  try {
    data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "");
  } catch {
    return null;
  }
  const { type, uuid } = (data ?? {}) as { type?: unknown; uuid?: unknown };
  return typeof type === "string" && typeof uuid === "string" ? { dropType: type, dropUuid: uuid } : null;
}

type Run = (action: string, dataset: DOMStringMap) => void;

/** Enter in a text field (`data-enter`) runs the action of the button next to it. */
function bindEnterKeys(root: HTMLElement, run: Run): void {
  for (const input of root.querySelectorAll<HTMLInputElement>("input[data-enter]")) {
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      run(input.dataset.enter ?? "", input.dataset);
    });
  }
}

/**
 * A document dragged from the sidebar or a compendium onto a drop zone (`data-drop`) runs the zone's action
 * with it.
 */
function bindDropZones(root: HTMLElement, run: Run): void {
  for (const zone of root.querySelectorAll<HTMLElement>("[data-drop]")) {
    zone.addEventListener("dragover", (event) => event.preventDefault());
    zone.addEventListener("drop", (event) => {
      event.preventDefault();
      const dropped = droppedDocument(event);
      if (dropped) run(zone.dataset.drop ?? "", { ...zone.dataset, ...dropped });
    });
  }
}

/**
 * A window's own options, merged over DEFAULT_OPTIONS: only where it was last left, when the controller
 * remembers it.
 */
function windowOptions(controller: WindowController) {
  const { left, top } = controller.position?.() ?? {};
  return {
    id: `turnkeeper-${controller.id}`,
    window: { title: controller.title },
    position: { ...(left === undefined ? {} : { left }), ...(top === undefined ? {} : { top }) },
  };
}

const open = new Map<string, WindowLike>();

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type Position = foundry.applications.api.ApplicationV2.Position;
type HbsRenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;
type HbsPart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

type AnyWindowClass = new (controller: WindowController) => WindowLike;
let windowClass: AnyWindowClass | null = null;

/** Built on first use, when Foundry's application classes exist. */
function makeWindowClass(): AnyWindowClass {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  class TurnkeeperWindow extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      classes: ["turnkeeper", "tk-window"],
      window: { resizable: true, minimizable: true },
      position: { width: 400, height: "auto" as const },
    };

    readonly #controller: WindowController;
    #saving: ReturnType<typeof setTimeout> | undefined;

    constructor(controller: WindowController) {
      super(windowOptions(controller));
      this.#controller = controller;
    }

    protected override _configureRenderParts(_options: HbsRenderOptions): Record<string, HbsPart> {
      return { body: { template: `${TEMPLATE_ROOT}/${this.#controller.template}` } };
    }

    protected override async _prepareContext(): Promise<RenderContext> {
      return (await this.#controller.context()) as RenderContext;
    }

    protected override async _onFirstRender(context: RenderContext, options: RenderOptions): Promise<void> {
      await super._onFirstRender(context, options);
      if (this.#controller.position?.()?.minimized) await this.minimize();
    }

    protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
      await super._onRender(context, options);
      const run: Run = (action, dataset) => void this.#run(action, dataset);
      bindEnterKeys(this.element, run);
      bindDropZones(this.element, run);
    }

    /** Every `data-action` goes to the controller (ApplicationV2 calls this for actions it has no handler for). */
    protected override _onClickAction(event: PointerEvent, target: HTMLElement): void {
      event.preventDefault();
      void this.#run(target.dataset.action ?? "", target.dataset);
    }

    /** Hands an action to the controller with the window's input values (checkboxes as booleans). */
    async #run(action: string, dataset: DOMStringMap): Promise<void> {
      const form = fieldValues(this.element.querySelectorAll<HTMLInputElement>(FORM_FIELDS));
      await this.#controller.act(action, { ...dataset }, form);
    }

    override setPosition(
      position?: Parameters<foundry.applications.api.ApplicationV2["setPosition"]>[0],
    ): Position | void {
      const result = super.setPosition(position ?? {});
      this.#remember();
      return result;
    }

    override async minimize(): Promise<void> {
      await super.minimize();
      this.#remember();
    }

    override async maximize(): Promise<void> {
      await super.maximize();
      this.#remember();
    }

    /** Tells the controller where the window is, once it has stopped moving. */
    #remember(): void {
      if (!this.#controller.moved || !this.rendered) return;
      clearTimeout(this.#saving);
      this.#saving = setTimeout(() => {
        const { left, top } = this.position;
        this.#controller.moved?.({ left, top, minimized: this.minimized });
      }, 500);
    }

    protected override _onClose(options: RenderOptions): void {
      super._onClose(options);
      open.delete(this.#controller.id);
      this.#controller.closed?.();
    }
  }

  // Foundry's mixin types the class by its render options; callers only need "a window for a controller".
  return TurnkeeperWindow as unknown as AnyWindowClass;
}

/** Opens (or brings forward) the window of a controller; one window per controller id. */
export function openWindow(controller: WindowController): WindowLike {
  let win = open.get(controller.id);
  if (!win) {
    windowClass ??= makeWindowClass();
    win = new windowClass(controller);
    open.set(controller.id, win);
  }
  win.render({ force: true });
  return win;
}

/**
 * The class a settings menu names (`registerMenu` wants an application class, which Foundry constructs and
 * renders at each press of the button). It renders nothing itself: it opens (or brings forward) Turnkeeper's
 * one window for the menu, so pressing the button twice never makes a second window.
 */
export function menuLauncher(open: () => void) {
  const { ApplicationV2 } = foundry.applications.api;
  return class TurnkeeperMenu extends ApplicationV2 {
    override async render(): Promise<this> {
      open();
      return this;
    }
  };
}
