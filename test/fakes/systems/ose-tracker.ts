/**
 * Old-School Essentials' combat tracker, as far as it touches Turnkeeper (vttred/ose
 * `src/module/combat/sidebar.ts`, `OSECombatTab`, its `CONFIG.ui.combat` by `src/ose.js`; the system is
 * verified for Foundry v12): it extends the tracker with v12's methods (its own template through
 * `defaultOptions`, `getData`, `activateListeners`, `_onCombatantControl(event)` reading `event.currentTarget`),
 * which v13's ApplicationV2 tracker does not call from Turnkeeper's rows (they carry no casting or retreat
 * controls); what still reaches Turnkeeper is its context menu, with "Set combatant as active" before core's
 * entries (its callback reads the row through jQuery). Its casting and retreat flags and group initiative
 * controls are not faked.
 */
import { FakeTrackerApp } from "../foundry-tracker";
import { recordCall } from "./system";
import type { TrackerFake } from "./tracker";

export const SET_ACTIVE = "OSE.combat.SetCombatantAsActive";

export class OSECombatTab extends FakeTrackerApp {
  /** v12's data and listeners: an ApplicationV2 tracker never calls them. */
  getData(): never {
    throw new Error("Foundry's v13 tracker does not call OSECombatTab#getData");
  }
  activateListeners(): never {
    throw new Error("Foundry's v13 tracker does not call OSECombatTab#activateListeners");
  }

  /** `OSECombatTab#_getEntryContextOptions`: "Set combatant as active", then core's entries. */
  override _getEntryContextOptions() {
    recordCall(this.client.world, "OSECombatTab#_getEntryContextOptions", this.client.user.name);
    const setActive = {
      name: SET_ACTIVE,
      icon: '<i class="fas fa-star-of-life"></i>',
      callback: () => undefined,
    };
    return [setActive, ...super._getEntryContextOptions()] as ReturnType<
      FakeTrackerApp["_getEntryContextOptions"]
    >;
  }
}

export const OSE_TRACKER: TrackerFake = {
  id: "ose",
  trackerClass: OSECombatTab,
  behaviours: ["OSECombatTab#_getEntryContextOptions"],
};
