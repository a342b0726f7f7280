/**
 * The Turnkeeper group in Foundry's scene controls (v13 `getSceneControlButtons`, controls as a record by
 * name), for GMs: open the clock, advance a turn or a watch, roll an encounter check, travel, camp, light.
 */
import type { Intent } from "../ui";
import { ask } from "./dialogs";
import type { FoundryEnv } from "./env";
import type { Timekeeping } from "./timekeeping";

type Control = foundry.applications.ui.SceneControls.Control;
type Tool = foundry.applications.ui.SceneControls.Tool;

export const CONTROL_NAME = "turnkeeper";

export interface ControlActions {
  toggleClock(): void;
}

export function addSceneControls(
  env: FoundryEnv,
  tk: Timekeeping,
  actions: ControlActions,
  controls: Record<string, Control>,
): void {
  if (!env.game.user?.isGM) return;
  const preset = tk.preset();
  const run = (make: () => Promise<Intent | Intent[] | null> | Intent) => async () => {
    const made = await make();
    for (const intent of made === null ? [] : Array.isArray(made) ? made : [made]) await tk.perform(intent);
  };
  const button = (name: string, icon: string, order: number, onClick: () => unknown): Tool => ({
    name,
    title: `TURNKEEPER.Controls.${name}`,
    icon,
    order,
    button: true,
    visible: true,
    onChange: () => void onClick(),
  });
  const tools: Record<string, Tool> = {
    clock: {
      name: "clock",
      title: "TURNKEEPER.Controls.clock",
      icon: "fa-solid fa-clock",
      order: 0,
      visible: true,
      // Choosing the group selects this tool: it shows the clock.
      onChange: (_event, active) => {
        if (active) actions.toggleClock();
      },
    },
    advanceTurn: button(
      "advanceTurn",
      "fa-solid fa-hourglass-half",
      1,
      run(() => ({ type: "advanceUnit", unit: preset.time.modes.dungeon })),
    ),
    advanceWatch: button(
      "advanceWatch",
      "fa-solid fa-sun",
      2,
      run(() => ({ type: "advanceUnit", unit: preset.time.modes.overland })),
    ),
    encounter: button(
      "encounter",
      "fa-solid fa-dragon",
      3,
      run(() => ({ type: "checkEncounter" })),
    ),
    travel: button(
      "travel",
      "fa-solid fa-route",
      4,
      run(() => ask(env, tk, "travel")),
    ),
    camp: button(
      "camp",
      "fa-solid fa-campground",
      5,
      run(() => ask(env, tk, "camp")),
    ),
    lights: button(
      "lights",
      "fa-solid fa-fire",
      6,
      run(() => ask(env, tk, "light")),
    ),
    openClock: button("openClock", "fa-solid fa-clock-rotate-left", 7, () => actions.toggleClock()),
  };
  controls[CONTROL_NAME] = {
    name: CONTROL_NAME,
    title: "TURNKEEPER.Controls.title",
    icon: "fa-solid fa-dungeon",
    order: Object.keys(controls).length + 1,
    visible: true,
    tools,
    activeTool: "clock",
  };
}
