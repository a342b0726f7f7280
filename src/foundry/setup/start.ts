/**
 * Wires Turnkeeper into a Foundry client: settings, the request layer, the clock service, windows, scene
 * controls and the API on `init`; on `ready` the active GM catches the state up with the world clock. Takes
 * the env so tests can start several clients against one fake world.
 */
import { createApi } from "./api";
import type { AreasForm } from "../map/areas-form";
import { ClockPanel } from "../clock/panel";
import type { PresetEditor } from "../presets/preset-editor";
import { registerCombat } from "../combat";
import { MODULE_ID } from "./constants";
import { addSceneControls } from "../clock/controls";
import type { FoundryEnv } from "../env/ports";
import { requestsFor } from "../session/requests";
import { startMapPlay } from "../map/start";
import { once } from "./once";
import { foldPlayerSettings } from "./player-settings";
import { registerMenus, registerSettings } from "./settings";
import { Timekeeping } from "../session/timekeeping";
import { RunningClockHost } from "../clock/running";

export interface TurnkeeperClient {
  readonly tk: Timekeeping;
  readonly panel: ClockPanel;
  /** The running clock (issue 22). */
  readonly running: RunningClockHost;
  /** The GM's forms, loaded the first time they are opened (they are no part of a player's start). */
  readonly areas: () => Promise<AreasForm>;
  readonly presets: () => Promise<PresetEditor>;
}

const clients = new WeakMap<FoundryEnv, TurnkeeperClient>();

/** The running parts of one client, once `init` has run (for tests and the Quench batches). */
export function turnkeeperOf(env: FoundryEnv): TurnkeeperClient | undefined {
  return clients.get(env);
}

export function startTurnkeeper(env: FoundryEnv): void {
  env.Hooks.once("init", () => {
    const tk = new Timekeeping(env);
    registerSettings(env, tk);
    requestsFor(env).install();
    registerCombat(env, { clock: () => tk.clockEffects(), text: () => tk.textContext(), time: tk });
    const areas = once(async () => new (await import("../map/areas-form")).AreasForm(env, tk));
    const openAreas = () => void areas().then((form) => form.open());
    const running = new RunningClockHost(env, tk, () => tk.textContext());
    const panel = new ClockPanel(env, tk, openAreas, running);
    const presets = once(async () => new (await import("../presets/preset-editor")).PresetEditor(env, tk));
    registerMenus(env, { presets: () => void presets().then((editor) => editor.open()), areas: openAreas });
    clients.set(env, { tk, panel, areas, presets, running });
    tk.start();
    running.start();
    startMapPlay(env, tk);
    env.Hooks.on("getSceneControlButtons", ((controls: Parameters<typeof addSceneControls>[3]) =>
      addSceneControls(env, tk, panel, controls)) as never);
    const mod = env.game.modules.get(MODULE_ID);
    if (mod) mod.api = createApi(env, mod.version ?? "0.0.0", { tk, panel, openAreas });
  });
  env.Hooks.once("ready", async () => {
    const parts = clients.get(env);
    await foldPlayerSettings(env);
    await parts?.tk.ready();
    await parts?.running.ready();
    parts?.panel.restore();
    console.info(`${MODULE_ID} | Turnkeeper ${env.game.modules.get(MODULE_ID)?.version ?? ""} ready`);
  });
}
