/**
 * Time that runs on its own in the page (issue 22), as in Foundry: the same driver (src/ui/clock/running.ts)
 * keeps the running clock in storage and moves the page's world clock once a minute of real time, which the
 * session follows like any change. A fight open holds it (the page has no pause of its own); the panel's line
 * shows the time it has reached, redrawn each second between writes. The page is its only writer.
 */
import { readRunningClock, STOPPED, type RunningClock } from "../../core/clock/running";
import { clock, resolveText } from "../../ui";
import { RunningDriver } from "../../ui/clock/running";
import { parseRunningAction } from "../../ui/clock/running-actions";
import { buildRunningView, runningTime, type RunningView } from "../../ui/clock/running-view";
import type { SandboxContext } from "../setup/context";
import type { WorldTime } from "./world-time";

/** Where the running clock is kept in the page's storage. */
const KEY = "running";

export interface SandboxRunning {
  /** The panel's running line (the page's user is its GM); looks again whether a fight holds it. */
  view(): RunningView;
  /** A panel button of the running clock, if it is one; says whether it was. */
  act(action: string, data: Readonly<Record<string, string | undefined>>, ratio: unknown): boolean;
  /** Resolves when what it was asked has been written. */
  idle(): Promise<void>;
}

export function createSandboxRunning(
  ctx: SandboxContext,
  time: WorldTime,
  fightOpen: () => boolean,
  /** Lets the session finish what a change of the clock started, then redraws the page. */
  settle: () => Promise<void>,
): SandboxRunning {
  const stored = (): RunningClock => readRunningClock(ctx.storage.load(KEY)) ?? STOPPED;
  const driver = new RunningDriver({
    now: () => Date.now(),
    load: () => readRunningClock(ctx.storage.load(KEY)),
    save: async (running) => {
      ctx.storage.save(KEY, running);
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
      }
      return buildRunningView(stored(), time.now(), Date.now(), true, null);
    },
    act(action, data, ratio) {
      const intent = parseRunningAction(action, data, ratio);
      if (intent) void driver.change(intent);
      return intent !== null;
    },
    idle: () => driver.idle(),
  };
}
