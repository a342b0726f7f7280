/**
 * The custom preset editor (GMs, from the module's settings): the preset as JSON in a monospace text area,
 * Validate (every problem listed with its exact path), Save (stores the preset only when it is valid, and puts
 * it in force; otherwise nothing is stored and the last valid one stays), Reset to a built-in preset, and the
 * preset in force exported as a file. The text starts as the preset in force, a starting point to edit.
 */
import {
  BUILT_IN_PRESET_IDS,
  BUILT_IN_PRESETS,
  parsePreset,
  presetProblems,
  type BuiltInPresetId,
  type CoreError,
  type Preset,
} from "../../core";
import { label, resolveText, resolveView, t, type Text } from "../../ui";
import { MODULE_ID } from "../constants";
import type { FoundryEnv, FormValues, WindowController, WindowLike } from "../env";
import { CUSTOM_PRESET, DEFAULT_PRESET, SETTING } from "../settings";
import type { Timekeeping } from "../timekeeping";
import { chosenFirst } from "./areas-form";

export const PRESET_EDITOR_TEMPLATE = "settings/preset-editor.hbs";

/** How the editor shows a preset: indented JSON, as a GM reads and edits it. */
export const presetJson = (preset: Preset): string => JSON.stringify(preset, null, 2);

/** The editor's text read as a preset, or every reason it is not one (localizable texts). */
export function checkPresetText(text: string): { preset: Preset } | { problems: Text[] } {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { problems: [t("TURNKEEPER.PresetEditor.badJson", { message })] };
  }
  const parsed = parsePreset(input);
  if (parsed.ok) return { preset: parsed.value };
  return { problems: presetProblems(input).map(errorText) };
}

const errorText = (error: CoreError): Text => t(`TURNKEEPER.Error.${error.code}`, { ...error.params });

export class PresetEditor implements WindowController {
  readonly id = "preset-editor";
  readonly template = PRESET_EDITOR_TEMPLATE;
  private window: WindowLike | null = null;
  /** The text as the GM left it; null shows the preset in force. */
  private text: string | null = null;
  /** What the last Validate or Save found: null before either, empty when the text is valid. */
  private problems: Text[] | null = null;
  private builtIn: BuiltInPresetId = DEFAULT_PRESET;

  constructor(
    private readonly env: FoundryEnv,
    private readonly tk: Timekeeping,
  ) {}

  get title(): string {
    return this.env.game.i18n.localize("TURNKEEPER.PresetEditor.title");
  }

  /** Opens on the preset in force. */
  open(): WindowLike {
    this.text = null;
    this.problems = null;
    this.window = this.env.apps.open(this);
    return this.window;
  }

  closed(): void {
    this.window = null;
  }

  async context(): Promise<object> {
    const preset = this.tk.preset();
    const custom = this.env.settings.get(MODULE_ID, SETTING.preset) === CUSTOM_PRESET;
    const view = {
      inForce: t(custom ? "TURNKEEPER.PresetEditor.inForceCustom" : "TURNKEEPER.PresetEditor.inForce", {
        name: label(preset.name),
      }),
      text: this.text ?? presetJson(preset),
      checked: this.problems !== null,
      problems: this.problems ?? [],
      problemCount: t("TURNKEEPER.PresetEditor.problems", { count: this.problems?.length ?? 0 }),
      builtIns: chosenFirst(
        BUILT_IN_PRESET_IDS.map((id) => ({
          id,
          label: t(`TURNKEEPER.Preset.${id}.Name`),
          selected: id === this.builtIn,
        })),
      ),
    };
    return resolveView(view, this.tk.textContext());
  }

  async act(action: string, _dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    const text = typeof form.json === "string" ? form.json : (this.text ?? presetJson(this.tk.preset()));
    switch (action) {
      case "validate": {
        this.text = text;
        const checked = checkPresetText(text);
        this.problems = "preset" in checked ? [] : checked.problems;
        break;
      }
      case "save":
        this.text = text;
        await this.save(text);
        break;
      case "reset": {
        const id = form.builtIn;
        if (typeof id !== "string" || !(BUILT_IN_PRESET_IDS as readonly string[]).includes(id)) return;
        this.builtIn = id as BuiltInPresetId;
        this.text = presetJson(BUILT_IN_PRESETS[this.builtIn]);
        this.problems = null;
        break;
      }
      case "export": {
        const preset = this.tk.preset();
        this.env.apps.download(`turnkeeper-preset-${preset.id}.json`, presetJson(preset));
        return;
      }
      default:
        return;
    }
    this.window?.render();
  }

  /** Stores the preset and puts it in force, only when it is valid; says what happened either way. */
  private async save(text: string): Promise<void> {
    const checked = checkPresetText(text);
    const i18n = this.env.game.i18n;
    if (!("preset" in checked)) {
      this.problems = checked.problems;
      this.env.notifications.error(
        i18n.format("TURNKEEPER.PresetEditor.notSaved", { count: checked.problems.length }),
      );
      return;
    }
    this.problems = [];
    await this.env.settings.set(MODULE_ID, SETTING.customPresetValid, checked.preset);
    if (this.env.settings.get(MODULE_ID, SETTING.preset) !== CUSTOM_PRESET)
      await this.env.settings.set(MODULE_ID, SETTING.preset, CUSTOM_PRESET);
    const name = resolveText(label(checked.preset.name), this.tk.textContext());
    this.env.notifications.info(i18n.format("TURNKEEPER.PresetEditor.saved", { name }));
  }
}
