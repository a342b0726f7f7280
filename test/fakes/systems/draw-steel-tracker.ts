/**
 * Draw Steel's combat tracker, as far as it touches Turnkeeper (MetaMorphic-Digital/draw-steel
 * `src/module/applications/sidebar/tabs/combat-tracker.mjs`, `DrawSteelCombatTracker`, its
 * `CONFIG.ui.combat`): its PARTS add its own list and footer (`dsTracker`, `dsFooter`); `_configureRenderParts`
 * deletes core's `tracker` and `footer` in its default initiative mode (`game.combats.isDefaultInitiativeMode`,
 * the flag its Combat fake reads too) and its own two in the other; its `activateCombatant` action replaces
 * core's: the combatant's initiative counts down (1 restored when it has none) by the combatant's own update,
 * and when it had some, the turn moves to it. Its own templates are stand-ins (its list's rows as core's);
 * its groups, drag and drop, hovering and other actions are not faked.
 */
import type { FakeElement, FakeEvent } from "../dom";
import { FakeCombatServer } from "../foundry-combat";
import { FakeTrackerApp, type RenderOptions, type TrackerPartConfig } from "../foundry-tracker";
import { DrawSteelCombat } from "./draw-steel-combat";
import { recordCall } from "./system";
import type { TrackerFake } from "./tracker";

const DS_TRACKER = "systems/draw-steel/templates/sidebar/tabs/combat/tracker.hbs";
const DS_FOOTER = "systems/draw-steel/templates/sidebar/tabs/combat/footer.hbs";

/** `DrawSteelCombatTracker.#onActivateCombatant`: the row's combatant acts (or is restored). */
async function activateCombatant(this: FakeTrackerApp, _event: FakeEvent, target: FakeElement) {
  const id = target.closest("[data-combatant-id]")?.dataset.combatantId;
  const combat = this.viewed;
  const combatant = id === undefined ? undefined : combat?.combatants.get(id);
  if (!combat?.id || !combatant) return;
  recordCall(this.client.world, "DrawSteelCombatTracker#activateCombatant", this.client.user.name);
  const old = combatant.initiative;
  const server = FakeCombatServer.of(this.client.world);
  server.updateCombatant(this.client.user, combat.id, combatant.id, { initiative: old ? old - 1 : 1 });
  if (old)
    await combat.update({ turn: combat.turns.findIndex((c) => c.id === combatant.id) }, { direction: 1 });
}

export class DrawSteelCombatTracker extends FakeTrackerApp {
  static override DEFAULT_OPTIONS = { actions: { activateCombatant } };
  static override PARTS: Record<string, TrackerPartConfig> = {
    ...FakeTrackerApp.PARTS,
    dsTracker: { template: DS_TRACKER, scrollable: [""] },
    dsFooter: { template: DS_FOOTER },
  };

  override _configureRenderParts(options: RenderOptions): Record<string, TrackerPartConfig> {
    const parts = super._configureRenderParts(options);
    recordCall(this.client.world, "DrawSteelCombatTracker#_configureRenderParts", this.client.user.name);
    if (DrawSteelCombat.defaultInitiative) {
      delete parts.tracker;
      delete parts.footer;
    } else {
      delete parts.dsTracker;
      delete parts.dsFooter;
    }
    return parts;
  }

  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: RenderOptions,
  ) {
    await super._preparePartContext(partId, context, options);
    if (partId === "dsTracker") await this._prepareTrackerContext(context, options);
    return context;
  }

  override partHTML(template: string, context: Record<string, unknown>): string {
    if (template === DS_TRACKER) return super.partHTML(FakeTrackerApp.PARTS.tracker!.template, context);
    if (template === DS_FOOTER) return '<nav class="combat-controls"></nav>';
    return super.partHTML(template, context);
  }
}

export const DRAW_STEEL_TRACKER: TrackerFake = {
  id: "draw-steel",
  trackerClass: DrawSteelCombatTracker,
  behaviours: ["DrawSteelCombatTracker#_configureRenderParts", "DrawSteelCombatTracker#activateCombatant"],
};
