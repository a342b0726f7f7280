/** Scenarios for the module's start-up: the API and settings every other feature builds on. */
import { BUILT_IN_PRESET_IDS } from "../../core";
import { MODULE_ID } from "../setup/constants";
import type { TurnkeeperApi } from "../setup/api";
import type { ScenarioBatch } from "./scenario";

export const foundationBatch: ScenarioBatch = {
  id: "turnkeeper.foundation",
  title: "Turnkeeper: start-up",
  scenarios: [
    {
      name: "exposes the API with the module's version and the built-in presets",
      writesWorld: false,
      run(env, assert) {
        const mod = env.game.modules.get(MODULE_ID);
        const api = mod?.api as TurnkeeperApi | undefined;
        assert.ok(api, "game.modules.get('turnkeeper').api is set");
        assert.equal(api?.version, mod?.version);
        assert.deepEqual(api?.presets, BUILT_IN_PRESET_IDS);
      },
    },
    {
      name: "the preset setting holds a known preset",
      writesWorld: false,
      run(env, assert) {
        const preset = env.settings.get(MODULE_ID, "preset");
        assert.ok((BUILT_IN_PRESET_IDS as readonly string[]).includes(preset), `unknown preset ${preset}`);
      },
    },
  ],
};
