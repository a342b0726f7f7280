/**
 * The procedures' forms in Foundry: the shared dialog (src/ui/dialogs/dialogs.ts) rendered from its template, asked
 * with Foundry's DialogV2, its answers read by the shared parser. What only Foundry knows fills the form: the
 * area in force, and the selected tokens a light is for.
 */
import { resolveView, type Dialog, type DialogKind, type Intent, type LightOwner } from "../../ui";
import { TEMPLATE_ROOT } from "../setup/constants";
import type { TokenLike } from "../env/documents";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";

/** Who a token stands for, as lights and parties name them: its actor if linked, else the token itself. */
export function tokenOwner(env: FoundryEnv, token: TokenLike): LightOwner {
  if (token.actorLink && token.actorId) {
    const actor = env.documents.actor(`Actor.${token.actorId}`);
    if (actor) return { owner: actor.uuid, name: actor.name };
  }
  return { owner: token.uuid, name: token.name };
}

/** Whose light: the selected tokens' actors (or the tokens themselves if unlinked), else the user's character. */
export function lightOwners(env: FoundryEnv): LightOwner[] {
  const owners = env.documents.controlledTokens().map((token) => tokenOwner(env, token));
  const character = env.documents.userCharacter();
  if (owners.length === 0 && character) owners.push({ owner: character.uuid, name: character.name });
  return owners.filter((o, i) => owners.findIndex((p) => p.owner === o.owner) === i);
}

/** Renders a shared form from its template and asks it with DialogV2: its answers, or null when cancelled. */
export async function showDialog(env: FoundryEnv, tk: Timekeeping, dialog: Dialog) {
  const html = await env.templates.render(
    `${TEMPLATE_ROOT}/${dialog.template}`,
    resolveView(dialog.view, tk.textContext()),
  );
  return env.apps.ask(env.game.i18n.localize(dialog.title), html, env.game.i18n.localize(dialog.confirm));
}

/**
 * Asks a procedure's form and reads its answers: the intents to perform, or null when refused (shown).
 * `action`: the action timed per area whose room's size the room form asks.
 */
export async function ask(
  env: FoundryEnv,
  tk: Timekeeping,
  kind: DialogKind,
  action?: string,
): Promise<Intent[] | null> {
  const owners = kind === "light" ? lightOwners(env) : [];
  if (kind === "light" && owners.length === 0) {
    env.notifications.warn(env.game.i18n.localize("TURNKEEPER.Dialog.Light.noOwner"));
    return null;
  }
  // The forms' builders and parsers are loaded when a form is first asked (most clients never ask one).
  const { askDialog } = await import("../../ui/dialogs/dialogs");
  const subject = {
    preset: tk.preset(),
    area: tk.state().area,
    owners,
    season: tk.calendarDay()?.season,
    action,
  };
  const read = await askDialog(kind, subject, (dialog) => showDialog(env, tk, dialog));
  if (read.ok) return read.value;
  env.notifications.warn(tk.errorText(read.error));
  return null;
}
