/**
 * DCC keeps core's combat tracker; what touches Turnkeeper is its `renderCombatTracker` hook
 * (foundryvtt-dcc/dcc `module/chat-and-hook-wiring.mjs`, `onRenderCombatTrackerComposed`): each
 * `li.combatant[data-combatant-id]` of the window whose combatant is in the combat gets a row of action-dice
 * pips in its `.token-name`, or at the row's end without one (`module/action-dice-tracker.mjs`,
 * `onRenderCombatTrackerForActionDice`), and a dying combatant a death-clock badge (`module/death-clock.mjs`).
 * Here tracking is on; the pips' dice, their clicks and the death clock are not faked.
 */
import type { FakeElement } from "../dom";
import { createElement } from "../dom";
import { FakeTrackerApp } from "../foundry-tracker";
import { recordCall } from "./system";
import type { TrackerFake } from "./tracker";

/** `onRenderCombatTrackerForActionDice(app, html)`. */
function onRenderCombatTrackerForActionDice(app: FakeTrackerApp, html: FakeElement): void {
  const combat = app.viewed;
  if (!combat) return;
  recordCall(app.client.world, "onRenderCombatTrackerForActionDice", app.client.user.name);
  for (const li of html.querySelectorAll("li.combatant[data-combatant-id]")) {
    if (!combat.combatants.get(li.dataset.combatantId!)) continue;
    const pips = createElement("div");
    pips.setAttribute("class", "dcc-action-dice-pips");
    (li.querySelector(".token-name") ?? li).append(pips);
  }
}

export const DCC_TRACKER: TrackerFake = {
  id: "dcc",
  trackerClass: FakeTrackerApp,
  install(client) {
    client.Hooks.on("renderCombatTracker", (app: FakeTrackerApp, html: FakeElement) =>
      onRenderCombatTrackerForActionDice(app, html),
    );
  },
  behaviours: ["onRenderCombatTrackerForActionDice"],
};
