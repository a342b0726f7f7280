/**
 * The fight at the sandbox's table (fight.ts holds its data): kept in storage, begun and ended by the page's
 * buttons, acted on through the tracker. A combat step that takes time moves the world clock by it, logged as
 * that fight's time.
 */
import type { CombatStep } from "../../core";
import { fightTime, type Session } from "../../ui";
import type { TrackerAction, TrackerIntent } from "../../ui/combat";
import type { WorldTime } from "../clock/world-time";
import type { SandboxContext } from "../setup/context";
import { KEYS } from "../setup/keys";
import type { Page } from "../setup/page";
import type { SandboxStorage } from "../setup/storage";
import { loadFight, runFightIntent, sampleFight, setSurprise, waitingIds, type SandboxFight } from "./fight";

export interface CurrentFight {
  get(): SandboxFight | null;
  /** A new sample fight; with `size`, that many combatants (for the benchmarks). */
  start(size?: number): void;
  end(): void;
  /** Carries out a tracker action (an intent, rolling for all, surprise), then renders. */
  act(action: TrackerAction): Promise<void>;
  /** Shows the page's buttons for a fight or for none. */
  renderControls(): void;
}

/** How many fights were started here before (each fight's time is logged as its own). */
function storedCount(storage: SandboxStorage): number {
  const stored = storage.load(KEYS.fights);
  return typeof stored === "number" && Number.isSafeInteger(stored) ? stored : 0;
}

function storeFight(storage: SandboxStorage, fight: SandboxFight | null) {
  if (fight === null) storage.remove(KEYS.fight);
  else storage.save(KEYS.fight, fight);
}

/** A combat step that takes time moves the world clock by it, logged as the time of fight number `count`. */
function moveClock(time: WorldTime, count: number, { seconds, state }: CombatStep) {
  if (seconds !== 0) time.move(time.now() + seconds, fightTime(`fight-${count}`, state));
}

/** The page's buttons for a fight (end it) or for none (start one). */
function showControls(doc: Document, fight: SandboxFight | null) {
  for (const el of doc.querySelectorAll<HTMLElement>("[data-sandbox-fight]")) {
    el.hidden = (el.dataset.sandboxFight === "none") !== (fight === null);
  }
}

export function createCurrentFight(
  ctx: SandboxContext,
  page: Page,
  session: Session,
  time: WorldTime,
): CurrentFight {
  const { storage, dice, preset, i18n } = ctx;
  let fight: SandboxFight | null = loadFight(storage.load(KEYS.fight));
  let count = storedCount(storage);
  const save = () => storeFight(storage, fight);
  const runIntent = (intent: TrackerIntent): boolean => {
    if (fight === null) return false;
    const ran = runFightIntent(fight, intent, dice);
    if (!ran.ok) {
      page.showError(ran.error);
      return false;
    }
    fight = ran.value.fight;
    moveClock(time, count, ran.value.step);
    return true;
  };

  const act = (action: TrackerAction) =>
    page.busyWhile(async () => {
      page.notice("");
      if (fight === null) return;
      if (action.kind === "intent") runIntent(action.intent);
      else if (action.kind === "rollAll") {
        for (const id of waitingIds(fight)) if (!runIntent({ type: "roll", id })) break;
      } else if (action.kind === "surprise") fight = setSurprise(fight, action.id, action.surprise);
      save();
      await session.idle();
      page.refresh();
    });

  return {
    get: () => fight,
    start(size) {
      const created = sampleFight(preset.combat, (key) => i18n.localize(key), size);
      if (!created.ok) return page.showError(created.error);
      fight = created.value;
      storage.save(KEYS.fights, ++count);
      save();
    },
    end() {
      fight = null;
      save();
    },
    act,
    renderControls: () => showControls(ctx.doc, fight),
  };
}
