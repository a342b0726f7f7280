/**
 * The small forms behind the GM's travel, camp, pushed mount and light buttons: each renders a template, asks
 * with a Foundry dialog, and turns the answers into an intent (null when cancelled).
 */
import { SEASONS, type Preset } from "../core";
import { label, resolveView, seasonText, t, terrainText, type Intent, type TextContext } from "../ui";
import { TEMPLATE_ROOT } from "./constants";
import type { FoundryEnv, FormValues, TokenLike } from "./env";
import type { Timekeeping } from "./timekeeping";
import { chosenFirst } from "./apps/areas-form";

const flag = (form: FormValues, name: string) => form[name] === true || form[name] === "on";
const text = (form: FormValues, name: string) =>
  typeof form[name] === "string" ? (form[name] as string) : "";

function terrains(preset: Preset): string[] {
  const travel = preset.wilderness.travel;
  return Object.keys(travel.terrain);
}

async function ask(env: FoundryEnv, ctx: TextContext, file: string, titleKey: string, view: object) {
  const content = await env.templates.render(`${TEMPLATE_ROOT}/dialogs/${file}`, resolveView(view, ctx));
  return env.apps.ask(env.game.i18n.localize(titleKey), content);
}

export async function askTravel(env: FoundryEnv, tk: Timekeeping): Promise<Intent | null> {
  const preset = tk.preset();
  const area = tk.state().area;
  const travel = preset.wilderness.travel;
  const view = {
    terrains: chosenFirst(
      terrains(preset).map((id) => ({ id, label: terrainText(id), selected: id === area?.terrain })),
    ),
    methods:
      travel.kind === "hexesPerWatch"
        ? (["foot", "mounted", "pushed"] as const).map((id) => ({
            id,
            label: t(`TURNKEEPER.Dialog.Travel.${id}`),
          }))
        : [],
    weather: travel.kind === "hoursPerHex",
    navigation: preset.wilderness.navigation !== null,
  };
  const form = await ask(env, tk.textContext(), "travel.hbs", "TURNKEEPER.Dialog.Travel.title", view);
  if (!form) return null;
  const score = Number.parseInt(text(form, "score"), 10);
  const method = text(form, "method");
  return {
    type: "travelHex",
    terrain: text(form, "terrain"),
    road: flag(form, "road"),
    search: flag(form, "search"),
    inclement: flag(form, "inclement"),
    guided: flag(form, "guided"),
    ...(method === "mounted" || method === "pushed" || method === "foot" ? { method } : {}),
    ...(Number.isSafeInteger(score)
      ? { navigator: { score, advantage: flag(form, "advantage"), disadvantage: flag(form, "disadvantage") } }
      : {}),
  };
}

/** A pushed mount's roll for its life at the end of the day (R000-10); null under rules without it. */
export async function askPushedMount(env: FoundryEnv, tk: Timekeeping): Promise<Intent | null> {
  const travel = tk.preset().wilderness.travel;
  if (travel.kind !== "hexesPerWatch") return null;
  const { chance, die } = travel.pushedMount;
  const view = { chance, die };
  const form = await ask(
    env,
    tk.textContext(),
    "pushed-mount.hbs",
    "TURNKEEPER.Dialog.PushedMount.title",
    view,
  );
  if (!form) return null;
  const whole = (name: string, fallback: number) => {
    const n = Number.parseInt(text(form, name), 10);
    return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
  };
  const mount = text(form, "mount").trim() || env.game.i18n.localize("TURNKEEPER.Dialog.PushedMount.aMount");
  return { type: "pushedMount", mount, hd: whole("hd", 1), pushedDays: whole("pushedDays", 0) };
}

export async function askCamp(env: FoundryEnv, tk: Timekeeping): Promise<Intent | null> {
  const preset = tk.preset();
  const area = tk.state().area;
  const view = {
    shelter: preset.wilderness.shelter !== null,
    seasons: SEASONS.map((id) => ({ id, label: seasonText(id) })),
    terrains: chosenFirst(
      terrains(preset).map((id) => ({ id, label: terrainText(id), selected: id === area?.terrain })),
    ),
  };
  const form = await ask(env, tk.textContext(), "camp.hbs", "TURNKEEPER.Dialog.Camp.title", view);
  if (!form) return null;
  const season = text(form, "season");
  const members = text(form, "members")
    .split(",")
    .map((m) => m.trim())
    .filter((m) => m !== "");
  return {
    type: "camp",
    tents: flag(form, "tents"),
    ...(text(form, "terrain") ? { terrain: text(form, "terrain") } : {}),
    ...((SEASONS as readonly string[]).includes(season)
      ? { season: season as (typeof SEASONS)[number] }
      : {}),
    ...(members.length > 0 ? { members } : {}),
  };
}

/** Whose light: the selected tokens' actors (or the tokens themselves if unlinked), else the user's character. */
export function lightOwners(env: FoundryEnv): { owner: string; name: string }[] {
  const fromToken = (token: TokenLike) => {
    if (token.actorLink && token.actorId) {
      const actor = env.documents.actor(`Actor.${token.actorId}`);
      if (actor) return { owner: actor.uuid, name: actor.name };
    }
    return { owner: token.uuid, name: token.name };
  };
  const owners = env.documents.controlledTokens().map(fromToken);
  const character = env.documents.userCharacter();
  if (owners.length === 0 && character) owners.push({ owner: character.uuid, name: character.name });
  return owners.filter((o, i) => owners.findIndex((p) => p.owner === o.owner) === i);
}

export async function askLight(env: FoundryEnv, tk: Timekeeping): Promise<Intent[] | null> {
  const owners = lightOwners(env);
  if (owners.length === 0) {
    env.notifications.warn(env.game.i18n.localize("TURNKEEPER.Dialog.Light.noOwner"));
    return null;
  }
  const preset = tk.preset();
  const view = {
    owners: owners.map((o) => ({ ...o, label: o.name })),
    sources: preset.lights.sources.map((s) => ({ id: s.id, label: label(s.label) })),
  };
  const form = await ask(env, tk.textContext(), "light.hbs", "TURNKEEPER.Dialog.Light.title", view);
  if (!form) return null;
  const source = text(form, "source") || preset.lights.sources[0]?.id || "torch";
  return owners
    .filter((o) => owners.length === 1 || flag(form, `owner-${o.owner}`))
    .map((o) => ({ type: "light", owner: o.owner, ownerName: o.name, source }));
}

export async function askMorale(
  env: FoundryEnv,
  tk: Timekeeping,
): Promise<{ score: number; modifier: number; name?: string } | null> {
  const social = tk.preset().social;
  const form = await ask(env, tk.textContext(), "morale.hbs", "TURNKEEPER.Dialog.Morale.title", {
    min: social.morale.min,
    max: social.morale.max,
  });
  if (!form) return null;
  const score = Number.parseInt(text(form, "score"), 10);
  if (!Number.isSafeInteger(score)) return null;
  const modifier = Number.parseInt(text(form, "modifier"), 10);
  const name = text(form, "name").trim();
  return { score, modifier: Number.isSafeInteger(modifier) ? modifier : 0, ...(name ? { name } : {}) };
}
