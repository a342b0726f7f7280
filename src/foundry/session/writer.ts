/**
 * The session that writes: only the active GM's client processes time and carries out intents, so its rules
 * (encounters, travel, camp, lights...) and their Foundry ports (Roll, chat cards, token lights, roll tables)
 * are loaded on that client alone, when first needed (a dynamic import from timekeeping.ts). Every other client
 * reads the stored state without them.
 */
import { createSession, type Session, type SessionPorts, type TextContext } from "../../ui";
import { foundryEncounters } from "../map/areas";
import { foundryChat } from "../chat/chat";
import { FoundryDice } from "../dice/dice";
import type { FoundryEnv } from "../env/ports";
import { foundryLights } from "../lights/token-lights";
import { callSessionHook } from "../setup/hooks";

/** What the reading side already has: the clock, the stored state, the preset and the options. */
export type ReadingPorts = Pick<SessionPorts, "time" | "storage" | "preset" | "options">;

export function createWriter(env: FoundryEnv, reading: ReadingPorts, text: () => TextContext): Session {
  const dice = new FoundryDice(env.dice);
  return createSession({
    ...reading,
    dice,
    chat: foundryChat(env, dice, text),
    lights: foundryLights(env),
    encounters: foundryEncounters(env, dice),
    events: {
      emit: (...event) => {
        // The state's own change is announced on every client, from the setting (see `stateChanged`).
        if (event[0] !== "stateChanged") callSessionHook(env.Hooks, ...event);
      },
    },
  });
}
