/**
 * Text 001: a 24-hour day of six 4-hour watches (R001-01), each of 24 ten-minute turns of 60 ten-second
 * rounds (R001-02); turns for dungeon crawling, watches for hex crawling (R001-03); light ticked down by
 * the encounter table, 2 ticks for a torch and 4 for a lantern (R001-12); lock 1 turn, door 1 turn and
 * loud, combat 1 turn and loud, lunch 1 hour (R001-13 to R001-16).
 */
import { action, builtInPreset, DAY, light, unit } from "./defaults";

export const sixWatches = builtInPreset(
  "six-watches",
  [unit("round", 10, ["rd", "r"]), unit("turn", 600, ["t"]), unit("watch", 14_400, ["w"], true), DAY],
  { sources: [light("torch", { by: "ticks", ticks: 2 }), light("lantern", { by: "ticks", ticks: 4 })] },
  {
    actions: [
      action("search", "1 turn"),
      action("pickLock", "1 turn"),
      action("breakDoor", "1 turn", { loud: true }),
      // A fight takes a turn; time beyond the fight goes to looting and patching up, so longer fights round up.
      action("combat", "1 turn", { loud: true, roundUpTo: "turn" }),
      action("lunch", "1 hour"),
    ],
    meals: null,
  },
);
