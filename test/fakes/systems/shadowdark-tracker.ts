/**
 * Shadowdark's combat tracker is core's (Muttley/foundryvtt-shadowdark: no `CONFIG.ui.combat` of its own and
 * no hook on the tracker's render; its apps' buttons go on the actors' directory, `system/src/hooks/
 * sd-apps-buttons.mjs`). Its fake is core's tracker, with nothing of its own to record.
 */
import { FakeTrackerApp } from "../foundry-tracker";
import type { TrackerFake } from "./tracker";

export const SHADOWDARK_TRACKER: TrackerFake = {
  id: "shadowdark",
  trackerClass: FakeTrackerApp,
  behaviours: [],
};
