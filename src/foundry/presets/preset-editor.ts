/**
 * The custom preset editor (GMs, from the module's settings): the preset as JSON in a monospace text area,
 * Validate (every problem listed with its exact path), Save (stores the preset only when it is valid, and puts
 * it in force; otherwise nothing is stored and the last valid one stays), Reset to a built-in preset, and the
 * preset in force exported as a file. The text starts as the preset in force, a starting point to edit.
 */
import {
  BUILT_IN_PRESET_IDS,
  BUILT_IN_PRESETS,
  err,
  parsePreset,
  presetProblems,
  type BuiltInPresetId,
  type Preset,
  type Result,
} from "../../core";
import { chosenFirst, label, resolveText, resolveView, t, type Text } from "../../ui";
import { MODULE_ID } from "../setup/constants";
import type { FormValues } from "../env/apps";
import type { FoundryEnv } from "../env/ports";
import { CUSTOM_PRESET, DEFAULT_PRESET, SETTING } from "../setup/settings";
import type { Timekeeping } from "../session/timekeeping";
import { WindowControl } from "../apps/controller";

/** How the editor shows a preset: indented JSON, as a GM reads and edits it. */
export const presetJson = (preset: Preset): string => JSON.stringify(preset, null, 2);

/** The editor's text read as a preset, or every reason it is not one (localizable texts). */
function checkPresetText(text: string): Result<Preset, Text[]> {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    // JSON.parse of a string throws only SyntaxError.
    return err([t("TURNKEEPER.PresetEditor.badJson", { message: (error as SyntaxError).message })]);
  }
  const parsed = parsePreset(input);
  if (parsed.ok) return parsed;
  return err(presetProblems(input).map((e) => t(`TURNKEEPER.Error.${e.code}`, { ...e.params })));
}

export class PresetEditor extends WindowControl {
  /** The text as the GM left it; null shows the preset in force. */
  #text: string | null = null;
  /** What the last Validate or Save found: null before either, empty when the text is valid. */
  #problems: Text[] | null = null;
  #builtIn: BuiltInPresetId = DEFAULT_PRESET;

  constructor(
    env: FoundryEnv,
    protected readonly tk: Timekeeping,
  ) {
    super("preset-editor", "presets/preset-editor.hbs", "TURNKEEPER.PresetEditor.title", env);
  }

  /** Opens on the preset in force. */
  override open() {
    this.#text = null;
    this.#problems = null;
    return super.open();
  }

  async context(): Promise<object> {
    const preset = this.tk.preset();
    const custom = this.env.settings.get(MODULE_ID, SETTING.preset) === CUSTOM_PRESET;
    const view = {
      inForce: t(custom ? "TURNKEEPER.PresetEditor.inForceCustom" : "TURNKEEPER.PresetEditor.inForce", {
        name: label(preset.name),
      }),
      text: this.#text ?? presetJson(preset),
      checked: this.#problems !== null,
      problems: this.#problems ?? [],
      problemCount: t("TURNKEEPER.PresetEditor.problems", { count: this.#problems?.length ?? 0 }),
      builtIns: chosenFirst(
        BUILT_IN_PRESET_IDS.map((id) => ({
          id,
          label: t(`TURNKEEPER.Preset.${id}.Name`),
          selected: id === this.#builtIn,
        })),
      ),
    };
    return resolveView(view, this.tk.textContext());
  }

  async act(action: string, _dataset: unknown, form: FormValues) {
    const text = typeof form.json === "string" ? form.json : (this.#text ?? presetJson(this.tk.preset()));
    if (action === "validate" || action === "save") {
      this.#text = text;
      const checked = checkPresetText(text);
      this.#problems = checked.ok ? [] : checked.error;
      if (action === "save") await this.#save(checked);
    } else if (action === "reset") {
      const id = form.builtIn;
      if (typeof id !== "string" || !(BUILT_IN_PRESET_IDS as readonly string[]).includes(id)) return;
      this.#builtIn = id as BuiltInPresetId;
      this.#text = presetJson(BUILT_IN_PRESETS[this.#builtIn]);
      this.#problems = null;
    } else {
      if (action === "export") {
        const preset = this.tk.preset();
        this.env.apps.download(`turnkeeper-preset-${preset.id}.json`, presetJson(preset));
      }
      return;
    }
    this.redraw();
  }

  /** Stores the preset and puts it in force, only when it is valid; says what happened either way. */
  async #save(checked: Result<Preset, Text[]>): Promise<void> {
    const i18n = this.env.game.i18n;
    if (!checked.ok) {
      const notSaved = t("TURNKEEPER.PresetEditor.notSaved", { count: checked.error.length });
      this.env.notifications.error(resolveText(notSaved, this.tk.textContext()));
      return;
    }
    await this.env.settings.set(MODULE_ID, SETTING.customPresetValid, checked.value);
    if (this.env.settings.get(MODULE_ID, SETTING.preset) !== CUSTOM_PRESET)
      await this.env.settings.set(MODULE_ID, SETTING.preset, CUSTOM_PRESET);
    const name = resolveText(label(checked.value.name), this.tk.textContext());
    this.env.notifications.info(i18n.format("TURNKEEPER.PresetEditor.saved", { name }));
  }
}
