/**
 * The GM names the party on a scene's map and turns map play on or off (the `turnkeeper.party` flag): from the
 * scene controls' form or the API. Loaded only when the GM asks.
 */
import { travelChoices } from "../../core/wilderness/march";
import { chosenFirst, flagField, namesField, textField, type FormValues } from "../../ui/dialogs/forms";
import { TRAVEL_METHODS } from "../../ui/session/intents";
import { parseMapParty, type MapParty } from "../../ui/map/party";
import { partyTokenUuids } from "./areas";
import { TEMPLATE_ROOT } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import type { IntentOutcome, Timekeeping } from "../session/timekeeping";

type Changes = Partial<Omit<MapParty, "version">>;

/** Merges changes into the scene's party (the active scene's by default) and saves it if valid. */
export async function setMapParty(
  env: FoundryEnv,
  tk: Timekeeping,
  changes: Changes,
  sceneUuid = env.documents.activeScene()?.uuid,
): Promise<IntentOutcome> {
  const refuse = (code: string, params: Record<string, string | number> = {}): IntentOutcome => {
    env.notifications.warn(tk.errorText({ code, params }));
    return { ok: false, error: { code, params } };
  };
  if (!env.game.user?.isGM) return refuse("session.gmOnly");
  if (!env.map || !sceneUuid) return refuse("session.noScene");
  const map = await env.map.load();
  const current = parseMapParty(map.partyFlag(sceneUuid));
  const next = parseMapParty({ ...(current.ok ? current.value : { version: 1 }), ...changes, version: 1 });
  if (!next.ok) return refuse(next.error.code, { ...next.error.params });
  await map.setPartyFlag(sceneUuid, next.value);
  return { ok: true, seconds: 0 };
}

/**
 * The scene controls' form: map play on or off, the selected tokens as the party, and how it travels: its method
 * and who is encumbered, the weather and a force march where the preset has them (as the travel dialog), and its
 * navigator.
 */
export async function askMapParty(env: FoundryEnv, tk: Timekeeping): Promise<void> {
  const scene = env.documents.activeScene();
  if (!scene || !env.map) return;
  const map = await env.map.load();
  const stored = parseMapParty(map.partyFlag(scene.uuid));
  const party = stored.ok ? stored : parseMapParty(null);
  if (!party.ok) return;
  const { travel } = party.value;
  const choices = travelChoices(tk.preset().wilderness);
  const i18n = env.game.i18n;
  const members = scene.tokens().filter((token) => partyTokenUuids(env, scene).has(token.uuid));
  const selected = env.documents.controlledTokens();
  const content = await env.templates.render(`${TEMPLATE_ROOT}/dialogs/map-party.hbs`, {
    play: party.value.play,
    selected: selected.length,
    party: members.map((token) => token.name).join(", ") || i18n.localize("TURNKEEPER.Map.Party.none"),
    ...travelView(env, travel, choices),
  });
  const form = await env.apps.ask(
    i18n.localize("TURNKEEPER.Map.Party.title"),
    content,
    i18n.localize("TURNKEEPER.Map.Party.save"),
  );
  if (!form) return;
  const changes: Changes = {
    play: flagField(form, "play"),
    ...(flagField(form, "selected")
      ? { tokens: selected.map((token) => token.uuid.split(".").at(-1) ?? "") }
      : {}),
    travel: travelOf(form, travel, choices),
  };
  await setMapParty(env, tk, changes, scene.uuid);
}

type Travel = MapParty["travel"];
type Choices = ReturnType<typeof travelChoices>;

/** The form's travel choices as the party has them, offered where the preset's rules read them. */
function travelView(env: FoundryEnv, travel: Travel, choices: Choices) {
  return {
    methods: choices.methods
      ? // A select shows its first option: the chosen method comes first.
        chosenFirst(
          TRAVEL_METHODS.map((id) => ({
            id,
            label: env.game.i18n.localize(`TURNKEEPER.Dialog.Travel.${id}`),
            selected: id === (travel.method ?? "foot"),
          })),
        )
      : [],
    // Who is encumbered counts where the method does: where the rules count hexes a watch (R000-14).
    encumbrance: choices.methods,
    encumbered: (travel.encumbered ?? []).join(", "),
    weather: choices.weather,
    inclement: travel.inclement ?? false,
    forceMarchOffered: choices.forceMarch,
    forceMarch: travel.forceMarch ?? false,
    score: travel.navigator?.score ?? "",
  };
}

/**
 * The travel choices the form gives back. What it does not show is kept; an emptied score leaves the party
 * without a navigator, an emptied list of the encumbered without any.
 */
function travelOf(form: FormValues, travel: Travel, choices: Choices): Travel {
  const { navigator: _navigator, encumbered: _encumbered, ...kept } = travel;
  const score = Number.parseInt(textField(form, "score"), 10);
  const method = textField(form, "method");
  const encumbered = choices.methods ? namesField(form, "encumbered") : (travel.encumbered ?? []);
  return {
    ...kept,
    ...(choices.weather ? { inclement: flagField(form, "inclement") } : {}),
    ...(choices.forceMarch ? { forceMarch: flagField(form, "forceMarch") } : {}),
    ...((TRAVEL_METHODS as readonly string[]).includes(method)
      ? { method: method as (typeof TRAVEL_METHODS)[number] }
      : {}),
    ...(encumbered.length > 0 ? { encumbered } : {}),
    ...(Number.isSafeInteger(score) ? { navigator: { ...travel.navigator, score } } : {}),
  };
}
