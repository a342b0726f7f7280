/**
 * The procedures' forms, shared by Foundry and the sandbox: what each template shows (rendered with plain
 * Handlebars, as the sandbox renders it), and how the answers become intents or a typed error. Answers come
 * as Foundry's DialogV2 gives them (numbers for number fields, null when empty) or as text (the sandbox).
 */
import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, type BuiltInPresetId } from "../../../src/core";
import {
  askDialog,
  dialogFor,
  newArea,
  resolveView,
  type Dialog,
  type DialogKind,
  type DialogSubject,
  type FormValues,
} from "../../../src/ui";
import { translations } from "../../fakes/foundry";
import { strictI18n } from "../session/host";

const fourWatches = BUILT_IN_PRESETS["four-watches"];
const subject = (over: Partial<DialogSubject> = {}): DialogSubject => ({
  preset: fourWatches,
  area: { ...newArea("wilderness", "Thornwood"), terrain: "hills" },
  owners: [
    { owner: "Actor.varda", name: "Varda" },
    { owner: "Actor.osric", name: "Osric" },
  ],
  members: ["Varda", "Osric"],
  mount: { name: "Thistle", hd: 2 },
  ...over,
});

function open(kind: DialogKind, over: Partial<DialogSubject> = {}): Dialog {
  const dialog = dialogFor(kind, subject(over));
  if (dialog === null) throw new Error(`no ${kind} form`);
  return dialog;
}

function render(dialog: Dialog, preset = fourWatches): string {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const text = translations.get(String(key));
    if (text === undefined) throw new Error(`missing localization ${String(key)}`);
    const hash = options.hash as Record<string, unknown>;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  });
  const file = path.resolve(import.meta.dirname, "../../../templates", dialog.template);
  const template = hbs.compile(readFileSync(file, "utf8"), { strict: false });
  return template(resolveView(dialog.view, { i18n: strictI18n, scale: preset.time }));
}

const read = (dialog: Dialog, form: FormValues) => dialog.read(form);

describe("the travel form", () => {
  it("R000-09 offers the terrains in words with the area's first, and how the party travels", () => {
    const html = render(open("travel"));
    expect(html).toMatch(
      /<select id="tk-travel-terrain" name="terrain">\s*<option value="hills">hills<\/option>/,
    );
    expect(html).toContain('<option value="denseForest">dense forest</option>');
    expect(html).toContain('<option value="pushed">Pushing the mounts</option>');
    expect(html).not.toContain('name="inclement"');
  });

  it("R001-21 under hours a hex asks about the weather instead of the mounts", () => {
    const html = render(open("travel", { preset: BUILT_IN_PRESETS["six-watches"] }));
    expect(html).toContain('name="inclement"');
    expect(html).not.toContain('name="method"');
  });

  it("R000-18 gives a hex of travel, with a navigator only when a score is typed", () => {
    const travel = open("travel");
    expect(
      read(travel, { terrain: "hills", method: "mounted", road: true, score: 9, advantage: true }),
    ).toEqual({
      ok: true,
      value: [
        {
          type: "travelHex",
          terrain: "hills",
          method: "mounted",
          road: true,
          search: false,
          inclement: false,
          forceMarch: false,
          guided: false,
          navigator: { score: 9, advantage: true, disadvantage: false },
        },
      ],
    });
    const unguided = read(travel, { terrain: "hills", score: null, guided: "on" });
    expect(unguided.ok && unguided.value[0]).toMatchObject({ guided: true });
    expect(unguided.ok && unguided.value[0]).not.toHaveProperty("navigator");
    expect(read(travel, { terrain: "hills", score: "9.5" })).toMatchObject({
      ok: false,
      error: { code: "dialog.badScore", params: { received: "9.5" } },
    });
  });
});

describe("the camp form", () => {
  it("R000-23 fills in who seeks shelter, and gives the season, terrain and tents", () => {
    const camp = open("camp");
    expect(render(camp)).toContain('value="Varda, Osric"');
    expect(
      read(camp, { terrain: "hills", season: "winter", tents: false, members: "Varda, , Osric" }),
    ).toEqual({
      ok: true,
      value: [
        { type: "camp", tents: false, terrain: "hills", season: "winter", members: ["Varda", "Osric"] },
      ],
    });
    const odd = read(camp, { season: "monsoon", members: "" });
    expect(odd.ok && odd.value[0]).toEqual({ type: "camp", tents: false });
  });
});

describe("the light form", () => {
  it("lights the chosen source for each one ticked, and refuses when none is", () => {
    const light = open("light");
    const html = render(light);
    expect(html).toContain('<option value="lantern">Lantern</option>');
    expect(html).toContain('name="owner-1" checked /> Osric');
    expect(read(light, { source: "lantern", "owner-0": false, "owner-1": true })).toEqual({
      ok: true,
      value: [{ type: "light", owner: "Actor.osric", ownerName: "Osric", source: "lantern" }],
    });
    expect(read(light, { source: "torch" })).toMatchObject({ ok: false, error: { code: "dialog.noOwner" } });
  });
});

describe("the pushed mount form", () => {
  it("R000-10 fills in the party's mount, and reads Hit Dice and days as whole numbers", () => {
    const mount = open("pushedMount");
    const html = render(mount);
    expect(html).toContain('name="mount" value="Thistle"');
    expect(html).toContain('name="hd" min="0" step="1" value="2"');
    expect(html).toContain("dies on 2 in 6");
    expect(read(mount, { mount: " Thistle ", hd: 3, pushedDays: "2" })).toEqual({
      ok: true,
      value: [{ type: "pushedMount", mount: "Thistle", hd: 3, pushedDays: 2 }],
    });
    expect(read(mount, { mount: "", hd: null, pushedDays: null })).toEqual({
      ok: true,
      value: [{ type: "pushedMount", mount: "", hd: 1, pushedDays: 0 }],
    });
    expect(read(mount, { hd: -1 })).toMatchObject({ ok: false, error: { code: "dialog.badHitDice" } });
    expect(read(mount, { pushedDays: "two" })).toMatchObject({
      ok: false,
      error: { code: "dialog.badDays" },
    });
  });

  it("is not asked under rules without pushed mounts", () => {
    expect(dialogFor("pushedMount", subject({ preset: BUILT_IN_PRESETS["six-watches"] }))).toBeNull();
  });
});

describe("the reaction and morale forms", () => {
  it("R001-24 gives a reaction roll with its modifier and who is met", () => {
    const reaction = open("reaction");
    expect(render(reaction)).toContain('name="modifier" step="1" value="0"');
    expect(read(reaction, { name: " Goblins ", modifier: -1 })).toEqual({
      ok: true,
      value: [{ type: "reaction", modifier: -1, name: "Goblins" }],
    });
    expect(read(reaction, { modifier: "1.5" })).toMatchObject({
      ok: false,
      error: { code: "dialog.badModifier", params: { received: "1.5" } },
    });
  });

  it("R001-27 gives a morale check, and refuses a score left empty or not a number", () => {
    const morale = open("morale");
    expect(render(morale)).toContain('min="2" max="12"');
    expect(read(morale, { score: "8", modifier: "" })).toEqual({
      ok: true,
      value: [{ type: "morale", score: 8, modifier: 0 }],
    });
    expect(read(morale, { score: null })).toMatchObject({
      ok: false,
      error: { code: "dialog.noMoraleScore", params: { min: 2, max: 12 } },
    });
    expect(read(morale, { score: "seven" })).toMatchObject({
      ok: false,
      error: { code: "social.badMoraleScore", params: { received: "seven" } },
    });
  });
});

describe("asking a form", () => {
  it("gives nothing when cancelled or not in the rules, and the answers read otherwise", async () => {
    const shown: string[] = [];
    const show = async (dialog: Dialog) => {
      shown.push(dialog.title);
      return dialog.template === "dialogs/reaction.hbs" ? { modifier: 2 } : null;
    };
    const six = subject({ preset: BUILT_IN_PRESETS["six-watches" satisfies BuiltInPresetId] });
    await expect(askDialog("camp", subject(), show)).resolves.toEqual({ ok: true, value: [] });
    await expect(askDialog("pushedMount", six, show)).resolves.toEqual({ ok: true, value: [] });
    await expect(askDialog("reaction", subject(), show)).resolves.toEqual({
      ok: true,
      value: [{ type: "reaction", modifier: 2 }],
    });
    expect(shown).toEqual(["TURNKEEPER.Dialog.Camp.title", "TURNKEEPER.Dialog.Reaction.title"]);
  });
});

describe("the room form", () => {
  const p002 = BUILT_IN_PRESETS["turns-rounds-segments"];
  const room = (action = "search") => open("room", { preset: p002, action });

  it("R002-09 asks a search's room size in 30 x 30 ft areas, 1 unless changed", () => {
    const html = render(room(), p002);
    expect(html).toContain("Areas of 30 x 30 ft");
    expect(html).toContain("Search a room (per 30 x 30 ft) takes its time once for each area of 30 x 30 ft");
    expect(html).toMatch(
      /<input id="tk-room-areas" type="number" name="areas" min="1" max="1111"[^>]*value="1"/,
    );
    const search = (areas: number) => ({ type: "action", action: "search", squareFeet: areas * 900 });
    expect(read(room(), { areas: null })).toEqual({ ok: true, value: [search(1)] });
    expect(read(room(), { areas: "3" })).toEqual({ ok: true, value: [search(3)] });
    expect(read(room("map"), { areas: 2 })).toEqual({ ok: true, value: [{ ...search(2), action: "map" }] });
  });

  it("refuses a size that is not a whole number of areas within the bound the gate keeps", () => {
    for (const areas of [0, -2, "2.5", "big", 1112]) {
      expect(read(room(), { areas })).toMatchObject({ ok: false, error: { code: "dialog.badAreas" } });
    }
  });

  it("is no form for an action not timed per area, or one the preset lacks", () => {
    expect(dialogFor("room", subject({ preset: p002, action: "listen" }))).toBeNull();
    expect(dialogFor("room", subject({ preset: p002, action: "dance" }))).toBeNull();
  });
});
