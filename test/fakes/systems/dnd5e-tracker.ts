/**
 * dnd5e's combat tracker, as far as it touches Turnkeeper (foundryvtt/dnd5e
 * `module/applications/combat/combat-tracker.mjs`, `CombatTracker5e`, put in `CONFIG.ui.combat` by `dnd5e.mjs`):
 * its `renderCombatTracker` hook (`dnd5e.mjs`) calls `renderGroups(html)` on every render, which takes the
 * window's first `.directory-list, .combat-tracker` without a null check and, for each group of combatants
 * (`Combat5e#createGroups` in `module/documents/combat.mjs`, keyed by `Combatant5e#getGroupingKey` in
 * `module/documents/combatant.mjs`: an unlinked token's whole initiative, disposition and base actor, groups
 * of two or more), moves every element with one of their ids in that list into a new `li.combatant-group`
 * built before the first, reading that one's `img`. Its context menu leaves groups out. Not faked: a token's
 * link (the combatants of one actor are its unlinked tokens), the group's name, count, expand state and click.
 */
import type { FakeElement } from "../dom";
import { createElement } from "../dom";
import type { FakeCombat } from "../foundry-combat-doc";
import { FakeTrackerApp } from "../foundry-tracker";
import { recordCall } from "./system";
import type { TrackerFake } from "./tracker";

/** `Combat5e#createGroups`: combatants by `getGroupingKey`, groups of two or more. */
function createGroups(combat: FakeCombat): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const c of combat.combatants.contents) {
    if (c.actor === null || c.token === null || typeof c.initiative !== "number") continue;
    const key = `${Math.floor(c.initiative)}:${c.token.disposition}:${c.actor.id}`;
    groups.set(key, [...(groups.get(key) ?? []), c.id]);
  }
  for (const [key, ids] of groups) if (ids.length <= 1) groups.delete(key);
  return groups;
}

export class CombatTracker5e extends FakeTrackerApp {
  /** The elements each `renderGroups` moved into a group, by group key (what dnd5e's query found). */
  readonly grouped = new Map<string, FakeElement[]>();

  /** `CombatTracker5e#renderGroups(html)`: throws, as dnd5e's does, when the window has no list. */
  renderGroups(html: FakeElement): void {
    if (!this.viewed) return;
    recordCall(this.client.world, "CombatTracker5e#renderGroups", this.client.user.name);
    const list = html.querySelector(".directory-list, .combat-tracker");
    for (const [key, ids] of createGroups(this.viewed)) {
      const children = list!.querySelectorAll(ids.map((id) => `[data-combatant-id="${id}"]`).join(", "));
      if (!children.length) continue;
      const group = createElement("li");
      group.classList.add("combatant", "combatant-group", "collapsible", "dnd5e2-collapsible");
      const img = children[0]!.querySelector("img");
      group.innerHTML =
        `<div class="group-header flexrow"><img class="token-image" alt="${img!.getAttribute("alt")}"></div>` +
        '<div class="collapsible-content"><div class="wrapper"><ol class="group-children"></ol></div></div>';
      group.dataset.groupKey = key;
      children[0]!.before(group);
      group.querySelector(".group-children")!.replaceChildren(...children);
      this.grouped.set(key, children);
    }
  }

  /** `CombatTracker5e#_getEntryContextOptions`: each entry's condition also leaves groups out. */
  override _getEntryContextOptions() {
    const entries = super._getEntryContextOptions().map((o) => {
      const condition = ("condition" in o && o.condition) || (() => true);
      return { ...o, condition: (li: FakeElement) => condition(li) && !li.matches(".combatant-group") };
    });
    return entries as unknown as ReturnType<FakeTrackerApp["_getEntryContextOptions"]>;
  }
}

export const DND5E_TRACKER: TrackerFake = {
  id: "dnd5e",
  trackerClass: CombatTracker5e,
  install(client) {
    client.Hooks.on("renderCombatTracker", (app: CombatTracker5e, html: FakeElement) =>
      app.renderGroups(html),
    );
  },
  behaviours: ["CombatTracker5e#renderGroups"],
};
