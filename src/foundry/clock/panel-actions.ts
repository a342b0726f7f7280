/**
 * What the clock panel's buttons and the scene controls' buttons do (panel.ts, controls.ts): the clock's
 * intents, the forms that make them (../dialogs/dialogs.ts), the parties' buttons, the duration box, each asked
 * first where it needs to be: the parties' switch at once, split and merge through Turnkeeper's forms
 * (../dialogs/parties.ts). Loaded the first time a button is pressed, so the panel draws without it.
 */
import { parseClockAction, resolveView, type DurationBox, type Intent } from "../../ui";
import { fightQuestion } from "../../ui/clock/fight-question";
import { undoQuestion } from "../../ui/clock/undo-question";
import { ask } from "../dialogs/dialogs";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { parsePartyAction } from "../../ui/clock/parties";
import { askParties } from "../dialogs/parties";
import { viewedFight } from "./view";

/** What a button may ask of the panel: open the areas form, show what the duration box came to. */
export interface PanelHost {
  readonly openAreas: () => void;
  readonly showBox: (box: DurationBox) => void;
}

/**
 * Whether the GM says yes to what the intent asks first (undoing several log entries; while the viewed fight is
 * open, moving a watch or longer, or an action from a button or a form that long or outlasting its moment);
 * true when it asks none.
 */
export async function agreed(env: FoundryEnv, tk: Timekeeping, intent: Intent): Promise<boolean> {
  const fight = viewedFight(env);
  const asked = undoQuestion(tk.state(), intent) ?? fightQuestion(tk.preset(), fight, intent);
  if (!asked) return true;
  const { title, question, confirm } = resolveView(asked, tk.textContext());
  return (await env.apps.ask(title, `<p>${question}</p>`, confirm)) !== null;
}

/**
 * Carries out a party button (`perform`: the panel's, which asks first where an intent needs it); false when the
 * action is not a party's.
 */
async function partyAct(
  env: FoundryEnv,
  tk: Timekeeping,
  action: string,
  dataset: Readonly<Record<string, string | undefined>>,
  perform: (intent: Intent) => Promise<unknown>,
): Promise<boolean> {
  const parsed = parsePartyAction(action, dataset);
  if (parsed === null) return false;
  const intents = parsed.kind === "intent" ? [parsed.intent] : await askParties(env, tk, parsed.kind);
  for (const intent of intents ?? []) await perform(intent);
  return true;
}

/** A clock panel button (other than the running clock's). */
export async function panelAct(
  env: FoundryEnv,
  tk: Timekeeping,
  host: PanelHost,
  action: string,
  dataset: Readonly<Record<string, string | undefined>>,
  duration: string | undefined,
): Promise<void> {
  if (action === "retry") return void (await tk.retry());
  if (await partyAct(env, tk, action, dataset, (intent) => tk.perform(intent))) return;
  const parsed = parseClockAction(action, { ...dataset, duration });
  if (parsed === null) return;
  if (parsed.kind === "areas") return host.openAreas();
  if (parsed.kind === "record") return tk.exportRecord();
  if (parsed.kind === "advanceBy") return advanceBy(env, tk, host, parsed.text);
  const intents =
    parsed.kind === "intent" ? [parsed.intent] : await ask(env, tk, parsed.dialog, parsed.action);
  for (const one of intents ?? []) if (await agreed(env, tk, one)) await tk.perform(one);
}

/** Advances by the duration box; its error shows under the box, not as a notification. */
async function advanceBy(env: FoundryEnv, tk: Timekeeping, host: PanelHost, text: string): Promise<void> {
  if (!(await agreed(env, tk, { type: "advance", by: text.trim() }))) return;
  const { submitDurationBox } = await import("../../ui/clock/duration-box");
  const box = await submitDurationBox(text, tk.preset(), async (intent: Intent) => {
    const outcome = await tk.perform(intent, { quiet: true });
    return outcome.ok ? null : tk.errorText(outcome.error);
  });
  host.showBox(box);
}
