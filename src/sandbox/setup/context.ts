/**
 * What every part of the sandbox page shares, built once at start: the document and window, the localizer,
 * the module's templates, the browser's storage, the library dice (seeded by `?seed=`), and the rules preset
 * chosen in the page with the words its texts are resolved with.
 */
import { BUILT_IN_PRESET_IDS, BUILT_IN_PRESETS, type BuiltInPresetId, type Preset } from "../../core";
import type { TextContext } from "../../ui";
import { createLibraryDice, type LibraryDice } from "../dice/dice";
import { createLocalizer, type SandboxLocalizer } from "./i18n";
import { KEYS } from "./keys";
import { browserArea, createStorage, type SandboxStorage } from "./storage";
import { createTemplates, type TemplateRegistry } from "./templates";

export interface SandboxContext {
  readonly doc: Document;
  readonly win: Window;
  readonly i18n: SandboxLocalizer;
  readonly templates: TemplateRegistry;
  readonly storage: SandboxStorage;
  readonly dice: LibraryDice;
  readonly preset: Preset;
  readonly text: TextContext;
}

/** The preset the page was last switched to, or the first one. */
function storedPresetId(storage: SandboxStorage): BuiltInPresetId {
  const stored = storage.load(KEYS.preset);
  return (BUILT_IN_PRESET_IDS as readonly unknown[]).includes(stored)
    ? (stored as BuiltInPresetId)
    : "four-watches";
}

export function createContext(doc: Document, win: Window): SandboxContext {
  const i18n = createLocalizer();
  const templates = createTemplates(i18n);
  const storage = createStorage(browserArea(win));
  const seed = new URLSearchParams(win.location.search).get("seed");
  const dice = createLibraryDice(seed === null ? undefined : Number(seed));
  const preset = BUILT_IN_PRESETS[storedPresetId(storage)];
  return { doc, win, i18n, templates, storage, dice, preset, text: { i18n, scale: preset.time } };
}
