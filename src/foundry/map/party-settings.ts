/**
 * The GM names the party on a scene's map and turns map play on or off (the `turnkeeper.party` flag): from the
 * scene controls' form or the API. Loaded only when the GM asks.
 */
import { travelChoices } from "../../core/wilderness/march";
import { chosenFirst, flagField, textField } from "../../ui/dialogs/forms";
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
 * The scene controls' form: map play on or off, the selected tokens as the party, and how it travels: its method,
 * the weather and a force march where the preset has them (as the travel dialog), and its navigator.
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
    methods: choices.methods
      ? // A select shows its first option: the chosen method comes first.
        chosenFirst(
          TRAVEL_METHODS.map((id) => ({
            id,
            label: i18n.localize(`TURNKEEPER.Dialog.Travel.${id}`),
            selected: id === (travel.method ?? "foot"),
          })),
        )
      : [],
    weather: choices.weather,
    inclement: travel.inclement ?? false,
    forceMarchOffered: choices.forceMarch,
    forceMarch: travel.forceMarch ?? false,
    score: travel.navigator?.score ?? "",
  });
  const form = await env.apps.ask(
    i18n.localize("TURNKEEPER.Map.Party.title"),
    content,
    i18n.localize("TURNKEEPER.Map.Party.save"),
  );
  if (!form) return;
  const score = Number.parseInt(textField(form, "score"), 10);
  const { navigator: _navigator, ...withoutNavigator } = travel;
  const method = textField(form, "method");
  await setMapParty(
    env,
    tk,
    {
      play: flagField(form, "play"),
      ...(flagField(form, "selected")
        ? { tokens: selected.map((token) => token.uuid.split(".").at(-1) ?? "") }
        : {}),
      travel: {
        // What the form does not show is kept; an emptied score leaves the party without a navigator.
        ...withoutNavigator,
        ...(choices.weather ? { inclement: flagField(form, "inclement") } : {}),
        ...(choices.forceMarch ? { forceMarch: flagField(form, "forceMarch") } : {}),
        ...((TRAVEL_METHODS as readonly string[]).includes(method)
          ? { method: method as (typeof TRAVEL_METHODS)[number] }
          : {}),
        ...(Number.isSafeInteger(score) ? { navigator: { ...travel.navigator, score } } : {}),
      },
    },
    scene.uuid,
  );
}
