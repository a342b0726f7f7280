/**
 * The fight at the sandbox's table (fight.ts holds its data): kept in storage, begun and ended by the page's
 * buttons, acted on through the tracker. A combat step that takes time moves the party in play's time by it
 * (the world clock by the part beyond the party's lag), logged as that fight's time. Each initiative roll is
 * posted to the chat, as Foundry posts its Roll.
 */
import type { CombatStep, DicePort, RollOutcome } from "../../core";
import { fightTime, type ChatCard, type ChatSink, type Session } from "../../ui";
import { initiativeCard, type TrackerAction, type TrackerIntent } from "../../ui/combat";
import { partyNow } from "../../ui/party/times";
import type { WorldTime } from "../clock/world-time";
import type { SandboxContext } from "../setup/context";
import { KEYS } from "../setup/keys";
import type { Page } from "../setup/page";
import type { SandboxStorage } from "../setup/storage";
import {
  findEntrant,
  loadFight,
  runFightIntent,
  sampleFight,
  setSurprise,
  waitingIds,
  type SandboxFight,
} from "./fight";

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

/**
 * A combat step that takes time moves the party in play by it, logged as the time of fight number `count`: the
 * world clock only by the part beyond the party's lag (issue 22). Resolves once the session has taken the step;
 * the world clock's move it made is then queued behind it, so the session's idle after this covers it too.
 */
function moveClock(
  session: Session,
  time: WorldTime,
  count: number,
  { seconds, state }: CombatStep,
): Promise<unknown> {
  if (seconds === 0) return Promise.resolve();
  const fight = fightTime(`fight-${count}`, state);
  const write = (world: number) => {
    if (world !== 0) time.move(time.now() + world, fight);
    return Promise.resolve();
  };
  // The session logs a step that fails (its queue goes on); the page's next change catches up.
  return session.fight(seconds, fight, write).catch(() => undefined);
}

/** The dice, keeping each outcome they give in `rolled`. */
function keeping(dice: DicePort, rolled: RollOutcome[]): DicePort {
  return {
    roll(formula) {
      const outcome = dice.roll(formula);
      rolled.push(outcome);
      return outcome;
    },
  };
}

/** The cards for a step's initiative rolls: each combatant added, with the dice its roll took. */
function rollCards(fight: SandboxFight, step: CombatStep, rolled: readonly RollOutcome[], at: number) {
  const added = step.events.filter((e) => e.type === "added");
  // A roll typed in by hand takes no dice: nothing to show beside the tracker's own account.
  if (added.length !== rolled.length) return [];
  return added.flatMap((event, i): ChatCard[] => {
    const entrant = findEntrant(fight, event.id);
    const outcome = rolled[i];
    if (!entrant || !outcome) return [];
    const roll = { name: entrant.name, hidden: entrant.hidden, outcome, added: event };
    return [initiativeCard(roll, fight.state.rules, at)];
  });
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
  chat: ChatSink,
): CurrentFight {
  const { storage, dice, preset, i18n } = ctx;
  let fight: SandboxFight | null = loadFight(storage.load(KEYS.fight));
  let count = storedCount(storage);
  /** Cards of the rolls an action made, posted once it is done. */
  let cards: ChatCard[] = [];
  /** The session's steps an action took: the page is drawn again once they and the moves they made are in. */
  let moving: Promise<unknown>[] = [];
  const save = () => storeFight(storage, fight);
  const runIntent = (intent: TrackerIntent): boolean => {
    if (fight === null) return false;
    const rolled: RollOutcome[] = [];
    const ran = runFightIntent(fight, intent, keeping(dice, rolled));
    if (!ran.ok) {
      page.showError(ran.error);
      return false;
    }
    fight = ran.value.fight;
    cards.push(...rollCards(fight, ran.value.step, rolled, partyNow(session.state(), time.now())));
    moving.push(moveClock(session, time, count, ran.value.step));
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
      const posting = cards;
      cards = [];
      for (const card of posting) await chat.post(card);
      const steps = moving;
      moving = [];
      await Promise.all(steps);
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
