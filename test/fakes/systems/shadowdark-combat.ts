/**
 * Shadowdark keeps core's Combat class; what touches Turnkeeper is a hook (Muttley/foundryvtt-shadowdark
 * `system/src/hooks/combat.mjs`): with Clockwise Initiative on, once every combatant has an initiative, a
 * change of one's initiative makes the GM's client rewrite every initiative in the clockwise order in one
 * update, keep the turn on whoever acts, and post a reminder to chat.
 */
import type { CombatantLike, CombatLike } from "../../../src/foundry/combat/ports";
import type { FakeClient, FakeWorld } from "../foundry";
import { CORE_COMBAT, recordCall, type SystemFake } from "./system";

/** The world setting `shadowdark.useClockwiseInitiative`. */
export const clockwise = { on: true };

let applying = false;

/** The `updateCombatant` hook: players' clients leave it to a GM's. */
async function applyClockwiseInitiative(
  client: FakeClient,
  world: FakeWorld,
  c: CombatantLike,
  changes: object,
) {
  if (!client.game.user?.isGM || applying || !clockwise.on || !("initiative" in changes)) return;
  const combat = c.parent as unknown as CombatLike;
  if (!combat.turns.every((t) => t.initiative !== null)) return;
  applying = true;
  try {
    recordCall(world, "applyClockwiseInitiative", client.game.user.name ?? "");
    const currentId = combat.combatant?.id;
    const order = [...combat.turns].sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
    await combat.updateEmbeddedDocuments(
      "Combatant",
      order.map((t, i) => ({ _id: t.id, initiative: order.length - i })),
    );
    if (currentId) await combat.update({ turn: combat.turns.findIndex((t) => t.id === currentId) });
  } finally {
    applying = false;
  }
}

export const SHADOWDARK: SystemFake = {
  id: "shadowdark",
  documentClass: CORE_COMBAT,
  install(client, world) {
    client.Hooks.on("updateCombatant", (c: CombatantLike, changes: object) =>
      applyClockwiseInitiative(client, world, c, changes),
    );
  },
  behaviours: ["applyClockwiseInitiative"],
};
