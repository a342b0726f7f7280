/**
 * pf2e's combat tracker, as far as it touches Turnkeeper (foundryvtt/pf2e `src/module/apps/sidebar/
 * encounter-tracker.ts`, `EncounterTracker`, its `CONFIG.ui.combat`): its PARTS add `metrics`, rendered
 * whenever `tracker` is (`_configureRenderOptions`) and moved after the header's nav once rendered
 * (`_onRender`); `_renderHTML` walks every `li` of the rendered `tracker` part and reads each one's combatant
 * with `strict: true`, so an `li` without a combatant's id throws, then rewrites the `.token-name > strong`
 * name and adds a target control beside the row's `pingCombatant` button; for the GM, `_onRender` makes the
 * window's first `ol.combat-tracker` sortable. Not faked: the encounter's metrics, name visibility, the
 * targeting display, the Sortable library (the list it binds is kept).
 */
import { createElement, type FakeElement } from "../dom";
import { FakeTrackerApp, type RenderOptions, type TrackerPartConfig } from "../foundry-tracker";
import { recordCall } from "./system";
import type { TrackerFake } from "./tracker";

const METRICS = "systems/pf2e/templates/sidebar/encounter-tracker/metrics.hbs";

export class EncounterTracker extends FakeTrackerApp {
  static override PARTS: Record<string, TrackerPartConfig> = {
    ...FakeTrackerApp.PARTS,
    metrics: { template: METRICS },
  };

  /** The list `#createSortable` bound Sortable to. */
  sortable: FakeElement | null = null;

  override partHTML(template: string, context: Record<string, unknown>): string {
    return template === METRICS
      ? '<section class="encounter-metrics"></section>'
      : super.partHTML(template, context);
  }

  override _configureRenderOptions(options: RenderOptions): void {
    const parts = options.parts ?? [];
    if (parts.includes("tracker") && !parts.includes("metrics")) parts.push("metrics");
    super._configureRenderOptions(options);
  }

  override async _renderHTML(context: Record<string, unknown>, options: RenderOptions) {
    const result = await super._renderHTML(context, options);
    if (result.tracker) this.onRenderTracker(result.tracker);
    return result;
  }

  /** `#onRenderTracker`: every `li` of the part read as a combatant (`combatants.get(id, { strict: true })`). */
  private onRenderTracker(tracker: FakeElement): void {
    const encounter = this.viewed;
    if (!encounter) return;
    recordCall(this.client.world, "EncounterTracker#_renderHTML", this.client.user.name);
    for (const row of tracker.querySelectorAll("li")) {
      const id = row.dataset.combatantId ?? "";
      if (!encounter.combatants.get(id))
        throw new Error(`The key "${id}" does not exist in the EmbeddedCollection`);
      const nameHeader = row.querySelector(".token-name > strong");
      if (!nameHeader) continue;
      const [name, targeting] = [createElement("span"), createElement("span")];
      name.setAttribute("class", "name");
      name.append(nameHeader.textContent);
      targeting.setAttribute("class", "users-targeting");
      nameHeader.replaceChildren(name, targeting);
      // A target control before the ping button (pf2e's: when the token is on the viewed scene).
      const ping = row.querySelector('.combatant-controls button[data-action="pingCombatant"]');
      const targetControl = createElement("button");
      targetControl.setAttribute("data-action", "toggleTarget");
      ping?.before(targetControl);
    }
  }

  override async _onRender(context: Record<string, unknown>, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (options.parts?.includes("header")) {
      const metrics = this.parts.metrics!;
      metrics.remove();
      this.parts.header!.querySelector("nav")?.after(metrics);
    }
    if (this.client.game.user?.isGM) this.sortable = this.element!.querySelector("ol.combat-tracker");
  }
}

export const PF2E_TRACKER: TrackerFake = {
  id: "pf2e",
  trackerClass: EncounterTracker,
  behaviours: ["EncounterTracker#_renderHTML"],
};
