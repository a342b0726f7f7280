/**
 * The combat sidebar (and its pop-out): a subclass of the tracker class in `CONFIG.ui.combat` (v13
 * `CombatTracker`, or a system's), installed at `init`. Foundry's header and footer stay; Foundry's tracker
 * part and Turnkeeper's around it (tkCount, tkStrip, tkControls) render the tracker's parts
 * (src/ui/combat/parts.ts), each from its own context, put back where a system removes them, a system's own
 * list hidden while Turnkeeper runs the combat (tracker-parts.ts). Their buttons, selects and drags become
 * combat steps (tracker-actions.ts, tracker-listeners.ts); the row whose controls the user opened is this
 * window's own. Its rows are Foundry's li.combatant entries with Foundry's own actions and controls, so
 * Foundry's row click, its per-combatant context menu (Clear and Reroll Initiative routed through the
 * engine) and the systems' and modules' render hooks work on them. A combat Turnkeeper does not run shows as
 * the system's own, with the GM's offer to run it with Turnkeeper.
 * Foundry re-renders it after each combat update, once per step; refresh.ts renders the parts showing the
 * clock's countdowns when its timers change, and opening a row renders the rows' part alone.
 */
import { partContext, PARTS_SHOWING, trackerPart, type TrackerBasis } from "../../ui/combat";
import type { CombatLike } from "./ports";
import type { RefreshTarget } from "./refresh";
import { runsViewed, trackerActions, viewed } from "./tracker-actions";
import { focusRowButton, listenToParts } from "./tracker-listeners";
import { renderParts, showSystemLists, withTrackerParts } from "./tracker-parts";
import { clockKey, routeEntryOptions, trackerModel, type TrackerContext } from "./tracker-view";

type CombatTrackerClass = typeof foundry.applications.sidebar.tabs.CombatTracker;
type CombatTracker = InstanceType<CombatTrackerClass>;

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

/** A tracker window as the clock refresh sees it: on screen or not, and the clock it last showed. */
function refreshTargetOf(
  app: CombatTracker,
  ctx: TrackerContext,
): RefreshTarget & { renderedKey: string | null } {
  return {
    showing: () =>
      app.rendered && (app.isPopout ? !app.minimized : app.active && ui.sidebar?.expanded === true),
    clockKey: () => clockKey(viewed(app), ctx.clock),
    renderedKey: null,
    render: () => void app.render({ parts: [...PARTS_SHOWING.countdowns] }),
  };
}

export function createTurnkeeperTrackerClass(Base: CombatTrackerClass, ctx: TrackerContext) {
  const { env } = ctx;
  const { run, actions } = trackerActions(Base, ctx);
  const basisFor = basisBuilder(ctx);

  return class TurnkeeperCombatTracker extends Base {
    /** The row whose controls this user opened; whether its button should take the focus once rendered. */
    #open: { id: string | null; focus: boolean } = { id: null, focus: false };
    /** Each render's basis, by the context its parts share. */
    readonly #bases = new WeakMap<object, TrackerBasis>();
    /** The parts' roots listened to already (a part rendered again is a new root). */
    readonly #listened = new WeakSet<HTMLElement>();
    /** This render's `tracker` part is the system's own list (a combat Turnkeeper does not run). */
    #systemList = false;

    /** This tracker as the clock refresh sees it: on screen or not, and the clock it last showed. */
    readonly #refreshTarget = refreshTargetOf(this, ctx);
    static override DEFAULT_OPTIONS = { classes: ["turnkeeper-combat"], actions };
    static override PARTS = withTrackerParts(Base.PARTS);

    /** Opens a row's controls, or closes them; the keyboard stays on its button. */
    toggleRow(id: string | undefined) {
      if (!id) return;
      this.#open = { id: this.#open.id === id ? null : id, focus: true };
      void this.render({ parts: [...PARTS_SHOWING.rows] });
    }

    /** The parts this render shows: the system's, with Turnkeeper's put back (tracker-parts.ts). */
    protected override _configureRenderParts(
      options: Parameters<CombatTracker["_configureRenderParts"]>[0],
    ): ReturnType<CombatTracker["_configureRenderParts"]> {
      const configured = super._configureRenderParts(options);
      const own = (this.constructor as unknown as { PARTS: typeof configured }).PARTS;
      const shown = renderParts(configured, own, Base.PARTS.tracker, runsViewed(this));
      this.#systemList = shown.systemList;
      return shown.parts;
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
      if (!part || (partId === "tracker" && this.#systemList)) return base;
      return { ...base, ...partContext(part, this.#basisOf(context), ctx.text?.()) };
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
      showSystemLists(this.parts, runsViewed(this));
      listenToParts(this.element, this.#listened, {
        run: (action, data) => void run(this, action, data),
        viewing: () => viewed(this) !== null,
        warn: (key) => env.notifications.warn(env.game.i18n.localize(key)),
        isGM: env.game.user?.isGM === true,
      });
      const opened = this.#open;
      if (opened.focus && opened.id !== null) {
        opened.focus = false;
        focusRowButton(this.element, opened.id);
      }
    }
  };
}
