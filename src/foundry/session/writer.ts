/**
 * The session that writes: only the active GM's client processes time and carries out intents, so its rules
 * (encounters, travel, camp, lights...) and their Foundry ports (Roll, chat cards, token lights, roll tables)
 * are loaded on that client alone, when first needed (a dynamic import from timekeeping.ts). Every other client
 * reads the stored state without them.
 */
import {
  createSession,
  LONG_JUMP_TEMPLATE,
  longJumpDialog,
  resolveView,
  type LongJump,
  type LongJumpChoice,
  type Session,
  type SessionPorts,
  type TextContext,
} from "../../ui";
import { foundryEncounters } from "../map/areas";
import { foundryChat } from "../chat/chat";
import { FoundryDice } from "../dice/dice";
import type { FoundryEnv } from "../env/ports";
import { foundryLights } from "../lights/token-lights";
import { TEMPLATE_ROOT } from "../setup/constants";
import { callSessionHook } from "../setup/hooks";

/** What the reading side already has: the clock, the stored state, the preset (and why it cannot be used), the options and real time. */
export type ReadingPorts = Pick<
  SessionPorts,
  "time" | "storage" | "preset" | "presetProblem" | "options" | "realNow" | "serverNow"
>;

export function createWriter(env: FoundryEnv, reading: ReadingPorts, text: () => TextContext): Session {
  const dice = new FoundryDice(env.dice);
  return createSession({
    ...reading,
    dice,
    chat: foundryChat(env, dice, text),
    lights: foundryLights(env),
    encounters: foundryEncounters(env, dice),
    askLongJump: (jump) => askLongJump(env, jump, text),
    events: {
      emit: (...event) => {
        // The state's own change is announced on every client, from the setting (see `stateChanged`).
        if (event[0] !== "stateChanged") callSessionHook(env.Hooks, ...event);
      },
    },
  });
}

/** Asks the GM in a dialog what to roll of the checks a long jump of the clock made due (cancelled: none). */
async function askLongJump(
  env: FoundryEnv,
  jump: LongJump,
  text: () => TextContext,
): Promise<LongJumpChoice> {
  const dialog = longJumpDialog(jump);
  const i18n = env.game.i18n;
  const content = await env.templates.render(
    `${TEMPLATE_ROOT}/${LONG_JUMP_TEMPLATE}`,
    resolveView(dialog.view, text()),
  );
  return dialog.read(await env.apps.ask(i18n.localize(dialog.title), content, i18n.localize(dialog.confirm)));
}
