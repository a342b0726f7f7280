/** Shared by the sandbox's session tests: the page's context with a storage that can be made to refuse writes. */
import { BUILT_IN_PRESETS } from "../../../src/core";
import { createLibraryDice } from "../../../src/sandbox/dice/dice";
import type { SandboxContext } from "../../../src/sandbox/setup/context";
import { createLocalizer } from "../../../src/sandbox/setup/i18n";
import { KEYS } from "../../../src/sandbox/setup/keys";
import { createStorage, memoryArea } from "../../../src/sandbox/setup/storage";
import { createTemplates } from "../../../src/sandbox/setup/templates";

/** The page's context, its storage refusing to write the world state once `full` is set. */
export function fullingContext() {
  const storage = createStorage(memoryArea());
  const state = { full: false };
  const save = storage.save;
  storage.save = (key, value) => {
    if (state.full && key === KEYS.world) throw new Error("The quota has been exceeded.");
    save(key, value);
  };
  const i18n = createLocalizer();
  const preset = BUILT_IN_PRESETS["four-watches"];
  const ctx: SandboxContext = {
    doc: {} as Document,
    win: {} as Window,
    i18n,
    templates: createTemplates(i18n),
    storage,
    dice: createLibraryDice(1),
    preset,
    text: { i18n, scale: preset.time },
  };
  return { ctx, state };
}
