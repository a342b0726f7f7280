/**
 * The small forms behind the GM's procedures (travel a hex, make camp, light a source, a pushed mount's roll,
 * reaction and morale, a room's size for a search): each one's template under templates/dialogs, its title, the view its template shows,
 * and the parser that turns the answers into intents or a typed error to show. Hosts only open the window
 * (Foundry's DialogV2, the sandbox's <dialog>) and hand the answers back.
 */
import {
  coreError,
  err,
  LIMITS,
  ok,
  SEASONS,
  travelChoices,
  type CoreError,
  type Preset,
  type Result,
  type Season,
} from "../../core";
import type { Area } from "../map/areas";
import { chosenFirst, flagField, namesField, textField, wholeField, type FormValues } from "./forms";
import { TRAVEL_METHODS, type Intent } from "../session/intents";
import { label, t } from "../i18n/text";
import { seasonText, terrainText } from "../i18n/rule-words";
import { areaText } from "../actions/areas";

export const DIALOG_KINDS = ["travel", "camp", "light", "pushedMount", "reaction", "morale", "room"] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

/** Someone a light can be lit for: an actor or token id and the name to show. */
export interface LightOwner {
  readonly owner: string;
  readonly name: string;
}

/** What the forms are filled from: the rules, where the party is, and what the host knows of the party. */
export interface DialogSubject {
  readonly preset: Preset;
  readonly area: Area | null;
  /** Who a light is lit for (Foundry: the selected tokens; the sandbox: who carries the light). */
  readonly owners?: readonly LightOwner[];
  /** Who seeks shelter at camp, filled in for the GM. */
  readonly members?: readonly string[];
  /** The mount a pushed mount's roll is for, filled in for the GM. */
  readonly mount?: { readonly name: string; readonly hd: number };
  /** The season on the world's calendar, chosen first at camp. */
  readonly season?: Season | null;
  /** The action timed per area whose room is asked (searching, mapping: R002-09). */
  readonly action?: string;
}

export interface Dialog {
  /** Under templates/. */
  readonly template: string;
  /** Localization keys: the window's title, and its button that goes ahead. */
  readonly title: string;
  readonly confirm: string;
  /** The template's context, with Text to resolve. */
  readonly view: object;
  read(form: FormValues): Result<Intent[], CoreError>;
}

/** Whether a chosen option is one of the list's (a form's select can be sent anything). */
const oneOf = <T extends string>(list: readonly T[], s: string): s is T =>
  (list as readonly string[]).includes(s);

function terrains(preset: Preset, area: Area | null) {
  return chosenFirst(
    Object.keys(preset.wilderness.travel.terrain).map((id) => ({
      id,
      label: terrainText(id),
      selected: id === area?.terrain,
    })),
  );
}

/**
 * A whole number typed in a field, at least `min` (null when left empty); else the error `code`, with
 * `params` and what was typed.
 */
function whole(
  form: FormValues,
  name: string,
  code: string,
  params: Record<string, number> = {},
  min = -Infinity,
): Result<number | null, CoreError> {
  const typed = wholeField(form, name);
  if (typed.ok && (typed.value ?? 0) >= min) return typed;
  return err(coreError(code, { ...params, received: typed.ok ? (typed.value ?? 0) : typed.error }));
}

/** A modifier field: empty is no modifier. */
function modifierOf(form: FormValues): Result<number, CoreError> {
  const modifier = whole(form, "modifier", "dialog.badModifier");
  return modifier.ok ? ok(modifier.value ?? 0) : modifier;
}

const named = (form: FormValues) => {
  const name = textField(form, "name").trim();
  return name === "" ? {} : { name };
};

function travel(preset: Preset, area: Area | null): Dialog {
  const choices = travelChoices(preset.wilderness);
  return {
    template: "dialogs/travel.hbs",
    title: "TURNKEEPER.Dialog.Travel.title",
    confirm: "TURNKEEPER.Dialog.Travel.confirm",
    view: {
      terrains: terrains(preset, area),
      methods: choices.methods
        ? TRAVEL_METHODS.map((id) => ({ id, label: t(`TURNKEEPER.Dialog.Travel.${id}`) }))
        : [],
      weather: choices.weather,
      forceMarch: choices.forceMarch,
      // Encumbered members halve the pace and Exert where the rules count hexes a watch (R000-14).
      encumbrance: choices.methods,
      navigation: preset.wilderness.navigation !== null,
    },
    read(form) {
      const score = whole(form, "score", "dialog.badScore");
      if (!score.ok) return score;
      const terrain = textField(form, "terrain");
      const method = textField(form, "method");
      const encumbered = choices.methods ? namesField(form, "encumbered") : [];
      const navigator =
        score.value === null
          ? {}
          : {
              navigator: {
                score: score.value,
                advantage: flagField(form, "advantage"),
                disadvantage: flagField(form, "disadvantage"),
              },
            };
      return ok([
        {
          type: "travelHex",
          ...(terrain === "" ? {} : { terrain }),
          road: flagField(form, "road"),
          search: flagField(form, "search"),
          inclement: flagField(form, "inclement"),
          ...(choices.forceMarch ? { forceMarch: flagField(form, "forceMarch") } : {}),
          guided: flagField(form, "guided"),
          ...(oneOf(TRAVEL_METHODS, method) ? { method } : {}),
          ...(encumbered.length > 0 ? { encumbered } : {}),
          ...navigator,
        },
      ]);
    },
  };
}

function camp(preset: Preset, area: Area | null, members: readonly string[], season?: Season | null): Dialog {
  return {
    template: "dialogs/camp.hbs",
    title: "TURNKEEPER.Dialog.Camp.title",
    confirm: "TURNKEEPER.Dialog.Camp.confirm",
    view: {
      shelter: preset.wilderness.shelter !== null,
      seasons: chosenFirst(SEASONS.map((id) => ({ id, label: seasonText(id), selected: id === season }))),
      terrains: terrains(preset, area),
      members: members.join(", "),
    },
    read(form) {
      const season = textField(form, "season");
      const terrain = textField(form, "terrain");
      const who = namesField(form, "members");
      return ok([
        {
          type: "camp",
          tents: flagField(form, "tents"),
          ...(terrain === "" ? {} : { terrain }),
          ...(oneOf(SEASONS, season) ? { season } : {}),
          ...(who.length > 0 ? { members: who } : {}),
        },
      ]);
    },
  };
}

function light(preset: Preset, owners: readonly LightOwner[]): Dialog {
  const sources = preset.lights.sources;
  return {
    template: "dialogs/light.hbs",
    title: "TURNKEEPER.Dialog.Light.title",
    confirm: "TURNKEEPER.Dialog.Light.confirm",
    view: {
      owners: owners.map((o) => ({ label: o.name })),
      sources: sources.map((s) => ({ id: s.id, label: label(s.label) })),
    },
    read(form) {
      const source = textField(form, "source") || sources[0]?.id;
      const chosen = owners.filter((_, i) => flagField(form, `owner-${i}`));
      if (source === undefined || chosen.length === 0) return err(coreError("dialog.noOwner"));
      return ok(chosen.map((o) => ({ type: "light", owner: o.owner, ownerName: o.name, source })));
    },
  };
}

/** A pushed mount's roll for its life at the end of the day (R000-10); null under rules without it. */
function pushedMount(preset: Preset, mount: DialogSubject["mount"]): Dialog | null {
  const rules = preset.wilderness.travel;
  if (rules.kind !== "hexesPerWatch") return null;
  const { chance, die } = rules.pushedMount;
  return {
    template: "dialogs/pushed-mount.hbs",
    title: "TURNKEEPER.Dialog.PushedMount.title",
    confirm: "TURNKEEPER.Dialog.roll",
    view: { chance, die, mount: mount?.name ?? "", hd: mount?.hd ?? 1 },
    read(form) {
      const hd = whole(form, "hd", "dialog.badHitDice", {}, 0);
      if (!hd.ok) return hd;
      const days = whole(form, "pushedDays", "dialog.badDays", {}, 0);
      if (!days.ok) return days;
      return ok([
        {
          type: "pushedMount",
          mount: textField(form, "mount").trim(),
          hd: hd.value ?? 1,
          pushedDays: days.value ?? 0,
        },
      ]);
    },
  };
}

function reaction(): Dialog {
  return {
    template: "dialogs/reaction.hbs",
    title: "TURNKEEPER.Dialog.Reaction.title",
    confirm: "TURNKEEPER.Dialog.roll",
    view: {},
    read(form) {
      const modifier = modifierOf(form);
      if (!modifier.ok) return modifier;
      return ok([{ type: "reaction", modifier: modifier.value, ...named(form) }]);
    },
  };
}

function morale(preset: Preset): Dialog {
  const { min, max } = preset.social.morale;
  return {
    template: "dialogs/morale.hbs",
    title: "TURNKEEPER.Dialog.Morale.title",
    confirm: "TURNKEEPER.Dialog.roll",
    view: { min, max },
    read(form) {
      // The rules check the score's range when it is rolled; here only that one was typed.
      const score = whole(form, "score", "social.badMoraleScore", { min, max });
      if (!score.ok) return score;
      if (score.value === null) return err(coreError("dialog.noMoraleScore", { min, max }));
      const modifier = modifierOf(form);
      if (!modifier.ok) return modifier;
      return ok([{ type: "morale", score: score.value, modifier: modifier.value, ...named(form) }]);
    },
  };
}

/**
 * The room's size for an action timed per area (R002-09: 1 turn per 30 x 30 ft), in those areas, 1 unless
 * changed; null when the preset has no such action. The gate bounds the square feet it comes to.
 */
function room(preset: Preset, id: string | undefined): Dialog | null {
  const action = preset.actions.actions.find((a) => a.id === id);
  const per = action?.perSquareFeet;
  if (action === undefined || per === undefined) return null;
  const max = Math.floor(LIMITS.squareFeet / per);
  const area = areaText(per);
  return {
    template: "dialogs/room.hbs",
    title: "TURNKEEPER.Dialog.Room.title",
    confirm: "TURNKEEPER.Dialog.Room.confirm",
    view: { action: label(action.label), area, max },
    read(form) {
      const areas = whole(form, "areas", "dialog.badAreas", { max });
      if (!areas.ok) return areas;
      // Left empty: the one area the form starts with.
      const count = areas.value ?? 1;
      if (count < 1 || count > max) return err(coreError("dialog.badAreas", { max, received: count }));
      return ok([{ type: "action", action: action.id, squareFeet: count * per }]);
    },
  };
}

/** The form a procedure asks, filled from the subject; null when the rules have no such procedure. */
export function dialogFor(kind: DialogKind, subject: DialogSubject): Dialog | null {
  const { preset, area } = subject;
  switch (kind) {
    case "travel":
      return travel(preset, area);
    case "camp":
      return camp(preset, area, subject.members ?? [], subject.season);
    case "light":
      return light(preset, subject.owners ?? []);
    case "pushedMount":
      return pushedMount(preset, subject.mount);
    case "reaction":
      return reaction();
    case "morale":
      return morale(preset);
    case "room":
      return room(preset, subject.action);
  }
}

/** Shows a form (Foundry's DialogV2, the sandbox's <dialog>) and gives its answers, or null when cancelled. */
export type ShowDialog = (dialog: Dialog) => Promise<FormValues | null>;

/**
 * A procedure's form asked and read: the intents to perform (none when it is cancelled or not in these
 * rules), or the typed error to show.
 */
export async function askDialog(
  kind: DialogKind,
  subject: DialogSubject,
  show: ShowDialog,
): Promise<Result<Intent[], CoreError>> {
  const dialog = dialogFor(kind, subject);
  const form = dialog === null ? null : await show(dialog);
  return dialog === null || form === null ? ok([]) : dialog.read(form);
}
