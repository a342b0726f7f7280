/**
 * The Turnkeeper group in Foundry's scene controls (v13 `getSceneControlButtons`, controls as a record by
 * name), for GMs: open the clock, advance a turn or a watch, roll an encounter check, travel, camp, light.
 */
import type { Intent } from "../../ui";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import type { ClockPanel } from "./panel";

type Control = foundry.applications.ui.SceneControls.Control;
type Tool = foundry.applications.ui.SceneControls.Tool;

export function addSceneControls(
  env: FoundryEnv,
  tk: Timekeeping,
  clock: Pick<ClockPanel, "open" | "toggle">,
  controls: Record<string, Control>,
): void {
  if (!env.game.user?.isGM) return;
  const { modes } = tk.preset().time;
  /**
   * A button that performs an intent, or what a procedure's form gives, each once the GM has said yes to what
   * the clock panel would ask first (a watch, camp or travel while a fight is open). What the panel's buttons do
   * is loaded on the first press (./panel-actions.ts), and the forms with it.
   */
  const run = (make: () => Intent | Promise<Intent[] | null>) => async () => {
    const made = await make();
    const { agreed } = await import("./panel-actions");
    for (const intent of Array.isArray(made) ? made : made ? [made] : [])
      if (await agreed(env, tk, intent)) await tk.perform(intent);
  };
  const ask = (kind: "travel" | "camp" | "light") => async () =>
    (await import("../dialogs/dialogs")).ask(env, tk, kind);
  const tools: Record<string, Tool> = {
    clock: {
      name: "clock",
      title: "TURNKEEPER.Controls.clock",
      icon: "fa-solid fa-clock",
      order: 0,
      visible: true,
      // Choosing the group selects this tool: it shows the clock, and leaves one already open as it is.
      onChange: (_event, active) => {
        if (active) clock.open();
      },
    },
  };
  // The buttons in order, each titled TURNKEEPER.Controls.<name>, with its Font Awesome icon.
  const buttons: [name: string, icon: string, onClick: () => unknown][] = [
    ["advanceTurn", "fa-hourglass-half", run(() => ({ type: "advanceUnit", unit: modes.dungeon }))],
    ["advanceWatch", "fa-sun", run(() => ({ type: "advanceUnit", unit: modes.overland }))],
    ["encounter", "fa-dragon", run(() => ({ type: "checkEncounter" }))],
    ["travel", "fa-route", run(ask("travel"))],
    ["camp", "fa-campground", run(ask("camp"))],
    ["lights", "fa-fire", run(ask("light"))],
    ["openClock", "fa-clock-rotate-left", () => clock.toggle()],
    [
      "mapParty",
      "fa-people-group",
      () => import("../map/party-settings").then((m) => m.askMapParty(env, tk)),
    ],
  ];
  buttons.forEach(([name, icon, onClick], index) => {
    tools[name] = {
      name,
      title: `TURNKEEPER.Controls.${name}`,
      icon: `fa-solid ${icon}`,
      order: index + 1,
      button: true,
      visible: true,
      onChange: () => void onClick(),
    };
  });
  controls.turnkeeper = {
    name: "turnkeeper",
    title: "TURNKEEPER.Controls.title",
    icon: "fa-solid fa-dungeon",
    order: Object.keys(controls).length + 1,
    visible: true,
    tools,
    activeTool: "clock",
  };
}
