/**
 * The combat sidebar (and its pop-out): a subclass of the tracker class in `CONFIG.ui.combat` (v13
 * `CombatTracker`, or a system's), installed at `init`. Foundry's header and footer stay; the list part
 * renders templates/combat/tracker.hbs with the view model, and its buttons, selects and drags become
 * combat steps through tracker-view.ts; the row whose controls the user opened is this window's own. Its
 * members are Foundry's li.combatant entries, so Foundry's own per-combatant context menu works on them
 * (Clear and Reroll Initiative routed through the engine).
 * Foundry re-renders it after each combat update, once per step; refresh.ts renders it when the clock's
 * timers change.
 */
import {
  TRACKER_BUTTONS,
  TRACKER_TEMPLATES,
  type ActionData,
  type RecoveryChoice,
  type RecoveryView,
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

export interface TrackerContext {
  readonly env: FoundryEnv;
  readonly services: CombatServices;
  readonly client: CombatClient;
  readonly clock?: ClockEffectsSource;
  /** Renders the tracker again when the clock's timers change (see refresh.ts). */
  readonly refresh?: ClockRefresh;
}

const TRACKER_TEMPLATE = `${TEMPLATE_ROOT}/${TRACKER_TEMPLATES.tracker}`;
const RECOVERY_TEMPLATE = `${TEMPLATE_ROOT}/${TRACKER_TEMPLATES.recovery}`;
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

export function createTurnkeeperTrackerClass(Base: CombatTrackerClass, ctx: TrackerContext) {
  const { env, services, client } = ctx;
  const viewed = (app: { viewed: unknown }) => (app.viewed ?? null) as CombatLike | null;
  /** Runs one of the tracker's actions on the combat this tracker shows. */
  const run = async (app: { viewed: unknown }, action: string | undefined, data: ActionData) => {
    const combat = viewed(app);
    if (combat && action)
      await handleTrackerAction(env, services, client, combat, action, data, (view, rebuild) =>
        promptRecovery(env, view, rebuild),
      );
  };

  /** The tracker's buttons (data-action="tk..."). */
  function act(this: InstanceType<CombatTrackerClass>, _event: PointerEvent, target: HTMLElement) {
    // Delay and Move read the segment chosen in the select beside them.
    const value = target.closest(".tk-field")?.querySelector("select")?.value;
    return run(this, target.dataset.action, { ...target.dataset, value });
  }

  /** Foundry's own "next turn" button: the acting combatant ends its turn, asked for its Recovery Time. */
  async function endCurrentTurn(this: InstanceType<CombatTrackerClass>) {
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

  /** The last stored-state problem shown, so a broken combat warns once, not on every render. */
  let shownProblem: string | null = null;

  return class TurnkeeperCombatTracker extends Base {
    /** The row whose controls this user opened; whether its button should take the focus once rendered. */
    #open: { id: string | null; focus: boolean } = { id: null, focus: false };

    /** This tracker as the clock refresh sees it: on screen or not, and the clock it last showed. */
    readonly #refreshTarget: RefreshTarget & { renderedKey: string | null } = {
      showing: () =>
        this.rendered && (this.isPopout ? !this.minimized : this.active && ui.sidebar?.expanded === true),
      clockKey: () => clockKey(viewed(this), ctx.clock),
      renderedKey: null,
      render: () => void this.render({ parts: ["tracker"] }),
    };
    static override DEFAULT_OPTIONS = {
      classes: ["turnkeeper-combat"],
      actions: {
        ...Object.fromEntries(TRACKER_BUTTONS.map((name) => [name, act])),
        nextTurn: endCurrentTurn,
        tkOpen: toggleRow,
      },
    };

    /** Opens a row's controls, or closes them; the keyboard stays on its button. */
    toggleRow(id: string | undefined) {
      if (!id) return;
      this.#open = { id: this.#open.id === id ? null : id, focus: true };
      void this.render({ parts: ["tracker"] });
    }

    static override PARTS = {
      ...Base.PARTS,
      tracker: { template: TRACKER_TEMPLATE, scrollable: [""] },
    };

    protected override async _preparePartContext(
      partId: string,
      context: Parameters<InstanceType<CombatTrackerClass>["_preparePartContext"]>[1],
      options: Parameters<InstanceType<CombatTrackerClass>["_preparePartContext"]>[2],
    ) {
      const base = await super._preparePartContext(partId, context, options);
      if (partId !== "tracker") return base;
      this.#refreshTarget.renderedKey = this.#refreshTarget.clockKey();
      const model = trackerModel(env, services, viewed(this), ctx.clock, this.#open.id);
      const problem = model.problem?.message ?? null;
      if (model.problem && problem !== shownProblem && env.game.user?.isGM)
        client.showError(viewed(this)!, model.problem);
      shownProblem = problem;
      return { ...base, ...model.view };
    }

    /** Foundry's per-combatant context menu, its "Clear" and "Reroll Initiative" run as engine steps. */
    protected override _getEntryContextOptions() {
      return routeEntryOptions(super._getEntryContextOptions(), env, client, () => viewed(this));
    }

    protected override async _onFirstRender(
      context: Parameters<InstanceType<CombatTrackerClass>["_onFirstRender"]>[0],
      options: Parameters<InstanceType<CombatTrackerClass>["_onFirstRender"]>[1],
    ) {
      await super._onFirstRender(context, options);
      ctx.refresh?.add(this.#refreshTarget);
    }

    protected override _onClose(options: Parameters<InstanceType<CombatTrackerClass>["_onClose"]>[0]) {
      super._onClose(options);
      ctx.refresh?.delete(this.#refreshTarget);
    }

    protected override async _onRender(
      context: Parameters<InstanceType<CombatTrackerClass>["_onRender"]>[0],
      options: Parameters<InstanceType<CombatTrackerClass>["_onRender"]>[1],
    ) {
      await super._onRender(context, options);
      const root = this.element.querySelector<HTMLElement>(".tk-tracker");
      if (!root) return;
      const opened = this.#open;
      if (opened.focus && opened.id !== null) {
        opened.focus = false;
        root
          .querySelector<HTMLElement>(`[data-action="tkOpen"][data-combatant-id="${CSS.escape(opened.id)}"]`)
          ?.focus();
      }
      root.addEventListener("change", (event) => {
        const target = event.target as HTMLSelectElement | null;
        if (target?.dataset.tkChange === "tkSurprise")
          void run(this, "tkSurprise", { ...target.dataset, value: target.value });
      });
      if (!env.game.user?.isGM) return;
      // One listener each for the whole tracker, however many rows and cells it has.
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
        if (!cell || !combatantId || !viewed(this)) return;
        event.preventDefault();
        event.stopPropagation();
        // Dropped on a timeline cell: the combatant is rescheduled there.
        void run(this, "tkReschedule", { combatantId, absolute: cell.dataset.absolute });
      });
    }
  };
}
