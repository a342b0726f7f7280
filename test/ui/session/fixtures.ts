/** Shared by the session tests: a turn in seconds, a dungeon area to set, and a wait for other tasks. */
import { newArea, type Area } from "../../../src/ui";

export const TURN = 600;
export const dungeon = (level: Area["level"] = "normal", name = "Upper halls"): Area => ({
  ...newArea("dungeon", name),
  level,
});

/** Lets `ticks` other promise continuations run first. */
export async function after(ticks: number): Promise<void> {
  for (let i = 0; i < ticks; i++) await Promise.resolve();
}
