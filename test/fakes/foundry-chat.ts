/**
 * Rolls and chat in the typed fake (test/fakes/foundry.ts): an evaluated `Roll` from the world's dice, and chat
 * messages with the roll (v14: message) mode they are posted in.
 */
import type { DicePort } from "../../src/core";
import type { ChatMessageData, ChatPort } from "../../src/foundry/env/chat";
import type { DiceFactory, RollLike } from "../../src/foundry/env/dice";
import type { FakeWorld } from "./foundry";
import type { FakeClient } from "./foundry-client";
import { strict } from "./strict";

/** v14's message modes by v13's roll modes (`core.messageMode` replaced `core.rollMode`). */
const MESSAGE_MODE_OF: Readonly<Record<string, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** Stands for an evaluated `Roll`: its formula, total and die terms, from the world's dice. Contract: Roll. */
export class FakeRoll implements RollLike {
  readonly total: number;
  readonly dice: { faces: number; results: { result: number; active: boolean }[] }[];
  constructor(
    readonly formula: string,
    dice: DicePort,
  ) {
    const outcome = dice.roll(formula);
    this.total = outcome.total;
    this.dice = outcome.dice.map((d) => ({
      faces: d.faces,
      results: d.results.map((result) => ({ result, active: true })),
    }));
    return strict(this, `Roll ${formula}`);
  }
}

/** A chat message as the server stored it: who posted it, and what every client received. */
export interface FakeMessage extends ChatMessageData {
  readonly author: string;
}

/**
 * Stands for `await new Roll(formula).evaluate(options)` on a client (see `FakeClient#dice`). Contract: Roll;
 * `allowInteractive` is the only option it knows.
 */
export function fakeDice(client: FakeClient, world: FakeWorld): DiceFactory {
  return strict(
    {
      roll: async (formula: string, options: { allowInteractive?: boolean } = {}) => {
        const { allowInteractive = true, ...other } = options;
        const unfaked = Object.keys(other);
        if (unfaked.length > 0) throw new Error(`The Foundry fake does not evaluate a Roll with ${unfaked}`);
        if (client.manualDice && allowInteractive) client.dicePrompts.push(formula);
        return new FakeRoll(formula, world.dice);
      },
    },
    "Roll",
  );
}

/** Stands for `ChatMessage.create`, `CONFIG.ChatMessage` and the user's roll (v14: message) mode setting. */
export function fakeChat(client: FakeClient): ChatPort {
  const { world, user } = client;
  const v14 = world.generation >= 14;
  return strict(
    {
      create: async (data: ChatMessageData) => world.postMessage(user, data),
      // Stands for `CONFIG.ChatMessage`: v14 lists its message modes there.
      config: strict(
        v14 ? { modes: { public: {}, gm: {}, blind: {}, self: {}, ic: {} } } : {},
        "CONFIG.ChatMessage",
      ),
      // Stands for `game.settings.get("core", key)`: v13 has only `rollMode`; v14 has `messageMode`, and answers
      // `rollMode` with a deprecation warning. An unregistered setting throws, as in Foundry.
      coreSetting: (key: "rollMode" | "messageMode") => {
        if (key === "messageMode") {
          if (!v14) throw new Error('"core.messageMode" is not a registered game setting');
          return MESSAGE_MODE_OF[client.rollMode] ?? "public";
        }
        if (v14) world.deprecated("core.rollMode (use core.messageMode)");
        return client.rollMode;
      },
    },
    "ChatMessage",
  );
}
