/**
 * The combat sidebar (and its pop-out): a subclass of the tracker class in `CONFIG.ui.combat` (v13
 * `CombatTracker`, or a system's), installed at `init`. Foundry's header and footer stay; Foundry's tracker
 * part and Turnkeeper's around it (tkCount, tkStrip, tkControls) render the tracker's parts
 * (src/ui/combat/parts.ts), each from its own context, and their buttons, selects and drags become combat
 * steps through tracker-view.ts; the row whose controls the user opened is this window's own. Its members
 * are Foundry's li.combatant entries, so Foundry's own per-combatant context menu works on them (Clear and
 * Reroll Initiative routed through the engine).
 * Foundry re-renders it after each combat update, once per step; refresh.ts renders the parts showing the
 * clock's countdowns when its timers change, and opening a row renders the rows' part alone.
 */
import {
  PARTS_SHOWING,
  TRACKER_BUTTONS,
  TRACKER_PARTS,
  TRACKER_TEMPLATES,
  trackerPart,
  type ActionData,
  type RecoveryChoice,
  type RecoveryView,
  type TrackerBasis,
  type TrackerPart,
} from "../../ui/combat";
import { TEMPLATE_ROOT } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import type { CombatClient } from "./client";
import type { CombatServices } from "./steps";
import type { CombatLike } from "./ports";
import type { ClockRefresh, RefreshTarget } from "./refresh";
import {
  clockKey,
  handleTrackerAction,
  routeEntryOptions,
  trackerModel,
  type ClockEffectsSource,
} from "./tracker-view";

type CombatTrackerClass = typeof foundry.applications.sidebar.tabs.CombatTracker;
type CombatTracker = InstanceType<CombatTrackerClass>;

export interface TrackerContext {
  readonly env: FoundryEnv;
  readonly services: CombatServices;
  readonly client: CombatClient;
  readonly clock?: ClockEffectsSource;
  /** Renders the tracker again when the clock's timers change (see refresh.ts). */
  readonly refresh?: ClockRefresh;
}

const templatePath = (file: string) => `${TEMPLATE_ROOT}/${file}`;
const RECOVERY_TEMPLATE = templatePath(TRACKER_TEMPLATES.recovery);
const DRAG_TYPE = "application/x-turnkeeper-combatant";

/** The Recovery Time prompt: a DialogV2 whose preview follows the choice before anything is committed. */
async function promptRecovery(
  env: FoundryEnv,
  first: RecoveryView,
  rebuild: (chosen: { optionId: string } | { value: number | null }) => RecoveryView,
): Promise<RecoveryChoice | null> {
  const { DialogV2 } = foundry.applications.api;
  // Foundry types template data as an index signature, which interfaces lack.
  const render = (view: RecoveryView) =>
    foundry.applications.handlebars.renderTemplate(RECOVERY_TEMPLATE, { ...view });
  let current = first;
  const result = await DialogV2.wait({
    window: { title: env.game.i18n.format("TURNKEEPER.Tracker.Recovery.Title", { name: first.name }) },
    content: await render(first),
    rejectClose: false,
    buttons: [
      {
        action: "confirm",
        label: "TURNKEEPER.Tracker.Recovery.Confirm",
        default: true,
        callback: () => (current.chosen === null ? null : JSON.stringify(current.chosen)),
      },
      { action: "cancel", label: "Cancel", callback: () => null },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const root = dialog.element;
      const input = (selector: string) => root.querySelector<HTMLInputElement>(selector);
      const refresh = async () => {
        const option = input("input[name=option]:checked")?.value;
        const typed = input("input[name=custom]")?.value ?? "";
        current = rebuild(
          option !== undefined && option !== "custom"
            ? { optionId: option }
            : { value: /^\d+$/.test(typed) ? Number(typed) : null },
        );
        const next = new DOMParser()
          .parseFromString(await render(current), "text/html")
          .querySelector(".tk-recovery__preview");
        const preview = root.querySelector(".tk-recovery__preview");
        if (next && preview) preview.innerHTML = next.innerHTML;
        const confirm = root.querySelector<HTMLButtonElement>('button[data-action="confirm"]');
        if (confirm) confirm.disabled = !current.canConfirm;
      };
      root.addEventListener("change", () => void refresh());
      root.addEventListener("input", (event) => {
        if ((event.target as HTMLInputElement | null)?.name !== "custom") return;
        const custom = input('input[name=option][value="custom"]');
        if (custom) custom.checked = true;
        void refresh();
      });
    },
  });
  return typeof result === "string" ? (JSON.parse(result) as RecoveryChoice) : null;
}

/** One of the tracker's parts as Foundry renders it: its template, loaded with the partials it includes. */
function partConfig(part: TrackerPart) {
  return {
    template: templatePath(part.template),
    ...(part.partials.length > 0 ? { templates: [part.template, ...part.partials].map(templatePath) } : {}),
    // Foundry's own tracker part keeps its scroll position across renders.
    ...(part.id === "tracker" ? { scrollable: [""] } : {}),
  };
}

/** Foundry's parts with the tracker's in the place of its `tracker` part (after them, for a tracker without). */
function withTrackerParts<P>(base: Readonly<Record<string, P>>) {
  const ours = TRACKER_PARTS.map((part) => [part.id, partConfig(part)] as const);
  const entries = Object.entries(base);
  const at = entries.findIndex(([id]) => id === "tracker");
  return Object.fromEntries(
    at < 0 ? [...entries, ...ours] : [...entries.slice(0, at), ...ours, ...entries.slice(at + 1)],
  );
}

/** What a part's listeners do: run one of the tracker's actions on the combat in view, if there is one. */
interface PartHandlers {
  run(action: string, data: ActionData): void;
  viewing(): boolean;
  isGM: boolean;
}

/**
 * The listeners of one of the tracker's parts, each on its root for however many rows and cells it has: a
 * surprise chosen in a row's select and, the GM's, a combatant dragged onto a cell of the strip.
 */
function listenToPart(root: HTMLElement, on: PartHandlers) {
  root.addEventListener("change", (event) => {
    const target = event.target as HTMLSelectElement | null;
    if (target?.dataset.tkChange === "tkSurprise")
      on.run("tkSurprise", { ...target.dataset, value: target.value });
  });
  if (!on.isGM) return;
  const cellOf = (event: DragEvent) =>
    (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-drop-target="true"]') ?? null;
  root.addEventListener("dragstart", (event) => {
    const item = (event.target as HTMLElement | null)?.closest<HTMLElement>(
      '[draggable="true"][data-combatant-id]',
    );
    if (!item) return;
    event.dataTransfer?.setData(DRAG_TYPE, item.dataset.combatantId ?? "");
    event.stopPropagation();
  });
  root.addEventListener("dragover", (event) => {
    const cell = cellOf(event);
    if (!cell || !event.dataTransfer?.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    cell.classList.add("tk-cell--over");
  });
  root.addEventListener("dragleave", (event) => cellOf(event)?.classList.remove("tk-cell--over"));
  root.addEventListener("drop", (event) => {
    const cell = cellOf(event);
    cell?.classList.remove("tk-cell--over");
    const combatantId = event.dataTransfer?.getData(DRAG_TYPE);
    if (!cell || !combatantId || !on.viewing()) return;
    event.preventDefault();
    event.stopPropagation();
    // Dropped on a timeline cell: the combatant is rescheduled there.
    on.run("tkReschedule", { combatantId, absolute: cell.dataset.absolute });
  });
}

const viewed = (app: { viewed: unknown }) => (app.viewed ?? null) as CombatLike | null;

/** The tracker's actions on the combat a tracker window shows, and the buttons' handlers that run them. */
function trackerActions({ env, services, client }: TrackerContext) {
  const run = async (app: { viewed: unknown }, action: string | undefined, data: ActionData) => {
    const combat = viewed(app);
    if (combat && action)
      await handleTrackerAction(env, services, client, combat, action, data, (view, rebuild) =>
        promptRecovery(env, view, rebuild),
      );
  };
  /** The tracker's buttons (data-action="tk..."). */
  function act(this: CombatTracker, _event: PointerEvent, target: HTMLElement) {
    // Delay and Move read the segment chosen in the select beside them.
    const value = target.closest(".tk-field")?.querySelector("select")?.value;
    return run(this, target.dataset.action, { ...target.dataset, value });
  }
  /** Foundry's own "next turn" button: the acting combatant ends its turn, asked for its Recovery Time. */
  async function endCurrentTurn(this: CombatTracker) {
    const id = viewed(this)?.combatant?.id;
    if (id) await run(this, "tkEndTurn", { combatantId: id });
  }
  /** The tracker's tkOpen button: the row's controls open or close in this window only. */
  function toggleRow(
    this: { toggleRow(id: string | undefined): void },
    _event: PointerEvent,
    target: HTMLElement,
  ) {
    this.toggleRow(target.dataset.combatantId);
  }
  const buttons = Object.fromEntries(TRACKER_BUTTONS.map((name) => [name, act]));
  return { run, actions: { ...buttons, nextTurn: endCurrentTurn, tkOpen: toggleRow } };
}

/** Builds a render's basis, and warns the GM once of a stored state that cannot be read (not on every render). */
function basisBuilder(ctx: TrackerContext) {
  let shownProblem: string | null = null;
  return (combat: CombatLike | null, open: string | null): TrackerBasis => {
    const model = trackerModel(ctx.env, ctx.services, combat, ctx.clock, open);
    const problem = model.problem?.message ?? null;
    if (model.problem && problem !== shownProblem && ctx.env.game.user?.isGM)
      ctx.client.showError(combat!, model.problem);
    shownProblem = problem;
    return model.basis;
  };
}

export function createTurnkeeperTrackerClass(Base: CombatTrackerClass, ctx: TrackerContext) {
  const { env } = ctx;
  const { run, actions } = trackerActions(ctx);
  const basisFor = basisBuilder(ctx);

  return class TurnkeeperCombatTracker extends Base {
    /** The row whose controls this user opened; whether its button should take the focus once rendered. */
    #open: { id: string | null; focus: boolean } = { id: null, focus: false };
    /** Each render's basis, by the context its parts share. */
    readonly #bases = new WeakMap<object, TrackerBasis>();
    /** The parts' roots listened to already (a part rendered again is a new root). */
    readonly #listened = new WeakSet<HTMLElement>();

    /** This tracker as the clock refresh sees it: on screen or not, and the clock it last showed. */
    readonly #refreshTarget: RefreshTarget & { renderedKey: string | null } = {
      showing: () =>
        this.rendered && (this.isPopout ? !this.minimized : this.active && ui.sidebar?.expanded === true),
      clockKey: () => clockKey(viewed(this), ctx.clock),
      renderedKey: null,
      render: () => void this.render({ parts: [...PARTS_SHOWING.countdowns] }),
    };
    static override DEFAULT_OPTIONS = { classes: ["turnkeeper-combat"], actions };
    static override PARTS = withTrackerParts(Base.PARTS);

    /** Opens a row's controls, or closes them; the keyboard stays on its button. */
    toggleRow(id: string | undefined) {
      if (!id) return;
      this.#open = { id: this.#open.id === id ? null : id, focus: true };
      void this.render({ parts: [...PARTS_SHOWING.rows] });
    }

    /** The basis of the render whose parts share `context`: worked out for the first of them. */
    #basisOf(context: object): TrackerBasis {
      let basis = this.#bases.get(context);
      if (!basis) {
        this.#refreshTarget.renderedKey = this.#refreshTarget.clockKey();
        basis = basisFor(viewed(this), this.#open.id);
        this.#bases.set(context, basis);
      }
      return basis;
    }

    protected override async _preparePartContext(
      partId: string,
      context: Parameters<CombatTracker["_preparePartContext"]>[1],
      options: Parameters<CombatTracker["_preparePartContext"]>[2],
    ) {
      const base = await super._preparePartContext(partId, context, options);
      const part = trackerPart(partId);
      return part ? { ...base, ...part.build(this.#basisOf(context)) } : base;
    }

    /** Foundry's per-combatant context menu, its "Clear" and "Reroll Initiative" run as engine steps. */
    protected override _getEntryContextOptions() {
      return routeEntryOptions(super._getEntryContextOptions(), env, ctx.client, () => viewed(this));
    }

    protected override async _onFirstRender(
      context: Parameters<CombatTracker["_onFirstRender"]>[0],
      options: Parameters<CombatTracker["_onFirstRender"]>[1],
    ) {
      await super._onFirstRender(context, options);
      ctx.refresh?.add(this.#refreshTarget);
    }

    protected override _onClose(options: Parameters<CombatTracker["_onClose"]>[0]) {
      super._onClose(options);
      ctx.refresh?.delete(this.#refreshTarget);
    }

    protected override async _onRender(
      context: Parameters<CombatTracker["_onRender"]>[0],
      options: Parameters<CombatTracker["_onRender"]>[1],
    ) {
      await super._onRender(context, options);
      const handlers: PartHandlers = {
        run: (action, data) => void run(this, action, data),
        viewing: () => viewed(this) !== null,
        isGM: env.game.user?.isGM === true,
      };
      for (const root of this.element.querySelectorAll<HTMLElement>(".tk-tracker")) {
        if (this.#listened.has(root)) continue;
        this.#listened.add(root);
        listenToPart(root, handlers);
      }
      const opened = this.#open;
      if (opened.focus && opened.id !== null) {
        opened.focus = false;
        this.element
          .querySelector<HTMLElement>(`[data-action="tkOpen"][data-combatant-id="${CSS.escape(opened.id)}"]`)
          ?.focus();
      }
    }
  };
}
