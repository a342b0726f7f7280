/**
 * Text 001: a 24-hour day of six 4-hour watches (R001-01), each of 24 ten-minute turns of 60 ten-second
 * rounds (R001-02); turns for dungeon crawling, watches for hex crawling (R001-03); light ticked down by
 * the encounter table, 2 ticks for a torch and 4 for a lantern (R001-12); lock 1 turn, door 1 turn and
 * loud, combat 1 turn and loud, lunch 1 hour (R001-13 to R001-16).
 */
import { combatRulesFor } from "../combat/rules";
import { dungeonRulesFor } from "../dungeon/rules";
import { socialRulesFor } from "../social/rules";
import { wildernessRulesFor } from "../wilderness/rules";
import { action, DAY, unit } from "./defaults";
import { PRESET_VERSION, type Preset } from "./model";

export const sixWatches: Preset = {
  version: PRESET_VERSION,
  id: "six-watches",
  name: "TURNKEEPER.Preset.six-watches.Name",
  description: "TURNKEEPER.Preset.six-watches.Description",
  source: "TURNKEEPER.Time.Source.six-watches",
  time: {
    units: [
      unit("round", 10, ["rd", "r"]),
      unit("turn", 600, ["t"]),
      unit("watch", 14_400, ["w"], true),
      DAY,
    ],
    dayStart: 0,
    modes: { combat: "round", dungeon: "turn", overland: "watch" },
  },
  lights: {
    sources: [
      { id: "torch", label: "TURNKEEPER.Time.Light.torch", burn: { by: "ticks", ticks: 2 } },
      { id: "lantern", label: "TURNKEEPER.Time.Light.lantern", burn: { by: "ticks", ticks: 4 } },
    ],
  },
  actions: {
    actions: [
      action("search", "TURNKEEPER.Time.Action.search", "1 turn"),
      action("pickLock", "TURNKEEPER.Time.Action.pickLock", "1 turn"),
      action("breakDoor", "TURNKEEPER.Time.Action.breakDoor", "1 turn", { loud: true }),
      // A fight takes a turn; time beyond the fight goes to looting and patching up, so longer fights round up.
      action("combat", "TURNKEEPER.Time.Action.combat", "1 turn", { loud: true, roundUpTo: "turn" }),
      action("lunch", "TURNKEEPER.Time.Action.lunch", "1 hour"),
    ],
    meals: null,
  },
  dungeon: dungeonRulesFor["six-watches"],
  wilderness: wildernessRulesFor["six-watches"],
  social: socialRulesFor["six-watches"],
  combat: combatRulesFor["six-watches"],
};
