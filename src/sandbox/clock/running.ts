/**
 * Time that runs on its own in the page (issue 22), as in Foundry: the running clock is the session's state's
 * `running` field, changed by `running` intents, and the same driver (src/ui/clock/running.ts) moves the page's
 * world clock to its target once a minute of real time, which the session follows like any change. A fight
 * open holds it (the page has no pause of its own); the panel's line shows the time it has reached, redrawn
 * each second between writes. The page is its only writer.
 */
import type { RunningChange } from "../../core/clock/running";
import { clock, resolveText, type Session } from "../../ui";
import { RunningDriver } from "../../ui/clock/running";
import { parseRunningAction } from "../../ui/clock/running-actions";
import { buildRunningView, runningTime, type RunningView } from "../../ui/clock/running-view";
import type { SandboxContext } from "../setup/context";
import type { WorldTime } from "./world-time";

export interface SandboxRunning {
  /**
   * The panel's running line (the page's user is its GM), drawn after every change of the state: looks again
   * whether a fight holds it, and whether a write is owed.
   */
  view(): RunningView;
  /** A panel button of the running clock, if it is one; says whether it was. */
  act(action: string, data: Readonly<Record<string, string | undefined>>, ratio: unknown): boolean;
  /** Resolves when what it was asked has been written. */
  idle(): Promise<void>;
}

export function createSandboxRunning(
  ctx: SandboxContext,
  session: Session,
  time: WorldTime,
  fightOpen: () => boolean,
  /** Lets the session finish what a change of the clock started, then redraws the page. */
  settle: () => Promise<void>,
): SandboxRunning {
  const stored = () => session.state().running;
  const driver = new RunningDriver({
    now: () => Date.now(),
    read: () => {
      const state = session.state();
      return state.worldTime === time.now() ? { clock: state.running, world: state.worldTime } : null;
    },
    change: async (change: RunningChange) => {
      await session.perform({ type: "running", change });
      void settle();
    },
    advance: async (seconds) => {
      time.move(time.now() + seconds);
      await settle();
    },
    later: (run, ms) => {
      const timer = ctx.win.setTimeout(run, ms);
      return () => ctx.win.clearTimeout(timer);
    },
  });
  // Each second, the panel's line shows the time the clock has reached (no redraw of the panel).
  ctx.win.setInterval(() => {
    const lines = ctx.doc.querySelectorAll<HTMLElement>("[data-tk-running]");
    if (lines.length === 0) return;
    const text = resolveText(clock(runningTime(stored(), time.now(), Date.now()), "compact"), ctx.text);
    for (const line of lines) line.textContent = text;
  }, 1000);
  let fight = fightOpen();
  void driver.change({ kind: "holds", holds: { fight } });
  return {
    view() {
      if (fightOpen() !== fight) {
        fight = fightOpen();
        void driver.change({ kind: "holds", holds: { fight } });
      } else void driver.look();
      return buildRunningView(stored(), time.now(), Date.now(), true, null);
    },
    act(action, data, ratio) {
      const change = parseRunningAction(action, data, ratio);
      if (change) void driver.change(change);
      return change !== null;
    },
    idle: () => driver.idle(),
  };
}
