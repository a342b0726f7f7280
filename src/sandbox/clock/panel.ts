/**
 * The clock in the page: the module's clock panel (the session's view model, resolved and rendered with the
 * module's template). The panel's buttons are read by the shared parser; a procedure asks the module's own
 * dialog, filled from the table's settings; the host performs the intents. The duration box keeps what the GM
 * typed until it is done, its error on the line under it (src/ui/clock/duration-box.ts). While a fight is open the
 * panel reads its count against the clock, and moving by a watch or longer asks first (src/ui/clock/fight-reading.ts).
 */
import {
  askDialog,
  buildClockView,
  CLOCK_TEMPLATE,
  EMPTY_DURATION_BOX,
  errorText,
  parseClockAction,
  resolveView,
  submitDurationBox,
  type DialogKind,
  type DurationBox,
  type Intent,
  type Session,
} from "../../ui";
import { fightQuestion } from "../../ui/clock/fight-question";
import type { FightCount } from "../../ui/clock/fight-reading";
import { runningFor } from "../../ui/clock/player-view";
import { undoQuestion } from "../../ui/clock/undo-question";
import { formDialog, questionDialog } from "../dialogs/form-dialog";
import { performOnPage, type CatchUp } from "../session/session";
import type { SandboxContext } from "../setup/context";
import type { Page } from "../setup/page";
import { memberName, MOUNT, PARTY } from "../setup/tabletop";
import type { TableForm } from "../setup/tabletop-form";
import type { Tabletop } from "../setup/tabletop-store";
import { stateSeenBy } from "../../ui/clock/own-party";
import { partyButtons, sandboxParties } from "./parties";
import type { SandboxRunning } from "./running";

export interface ClockHostDeps {
  readonly root: HTMLElement;
  readonly session: Session;
  /** A failed catch-up's line and its Retry. */
  readonly catchUp: CatchUp;
  readonly tabletop: Tabletop;
  readonly tableForm: TableForm;
  readonly page: Page;
  /** The open fight's count, or null without one. */
  fight(): FightCount | null;
  perform(intent: Intent): Promise<void>;
  /** Time that runs on its own (./running.ts). */
  readonly running?: SandboxRunning;
}

export interface ClockHost {
  render(): void;
}

/** Asks a procedure's form (`action`: the action whose room's size the room form asks), then performs it. */
type Ask = (kind: DialogKind, action?: string) => Promise<void>;

/**
 * A procedure's form, filled from the table (who carries the light, the party, its mount), then its intents,
 * each once the GM has said yes to what it asks first (a long one while a fight is open).
 */
function procedureAsker(ctx: SandboxContext, deps: ClockHostDeps): Ask {
  const { i18n, preset } = ctx;
  const show = formDialog(ctx.doc, ctx.templates, i18n, ctx.text);
  const nameOf = (id: string) => memberName(i18n, id);
  async function askAndPerform(kind: DialogKind, action?: string) {
    const { bearer } = deps.tabletop.settings();
    const read = await askDialog(
      kind,
      {
        preset,
        area: deps.session.state().area,
        owners: [{ owner: bearer, name: nameOf(bearer) }],
        members: PARTY.map(nameOf),
        mount: { name: i18n.localize(MOUNT.name), hd: MOUNT.hd },
        action,
      },
      show,
    );
    if (!read.ok) return deps.page.showError(read.error);
    for (const intent of read.value) if (await agreed(ctx, deps, intent)) await deps.perform(intent);
  }
  // Busy from the form's opening until its intents have run, so the page never reads as settled between.
  return (kind, action) => deps.page.busyWhile(() => askAndPerform(kind, action));
}

/** Advances by what the duration box holds, then draws the box as it is to be seen next. */
type Advance = (text: string) => Promise<void>;

/**
 * Whether the GM says yes to what the intent asks first (undoing several log entries; while a fight is open,
 * moving a watch or longer, or an action that long or outlasting the fight's moment); true when it asks nothing.
 */
async function agreed(ctx: SandboxContext, deps: ClockHostDeps, intent: Intent): Promise<boolean> {
  const asked = undoQuestion(deps.session.state(), intent) ?? fightQuestion(ctx.preset, deps.fight(), intent);
  if (asked === null) return true;
  // In the page's own dialog, as Foundry's panel asks in a DialogV2.
  const { title, question, confirm } = resolveView(asked, ctx.text);
  return questionDialog(ctx.doc, ctx.templates)(title, question, confirm);
}

/** Performs a button's intent, once the GM has said yes to what it asks first (busy until then). */
function asking(ctx: SandboxContext, deps: ClockHostDeps) {
  return (intent: Intent): Promise<void> =>
    deps.page.busyWhile(async () => {
      if (await agreed(ctx, deps, intent)) await deps.perform(intent);
    });
}

/** Carries out a clock button's action; false when the action is not the clock's. */
function clockAction(deps: ClockHostDeps, ask: Ask, advance: Advance, perform: ClockHostDeps["perform"]) {
  return (action: string, data: Readonly<Record<string, string | undefined>>): boolean => {
    if (action === "retry") {
      void deps.page.busyWhile(() => deps.catchUp.retry());
      return true;
    }
    const ratio = deps.root.querySelector<HTMLInputElement>("input[name=runningRatio]")?.value;
    if (deps.running?.act(action, data, ratio)) return true;
    const field = deps.root.querySelector<HTMLInputElement>("input[name=duration]");
    const parsed = parseClockAction(action, { ...data, duration: field?.value });
    if (parsed === null) return false;
    if (parsed.kind === "intent") void perform(parsed.intent);
    else if (parsed.kind === "advanceBy") void advance(parsed.text);
    else if (parsed.kind === "ask") void ask(parsed.dialog, parsed.action);
    else if (parsed.kind === "record") deps.page.showLogTab("record");
    // Foundry opens its areas window; here where the party is lives in the table settings.
    else deps.tableForm.showArea();
    return true;
  };
}

export function mountClock(ctx: SandboxContext, deps: ClockHostDeps): ClockHost {
  const { root } = deps;
  let box: DurationBox = EMPTY_DURATION_BOX;
  const render = () => {
    // The GM's eyes, or a player's (the table's players' view switch, with what players may know).
    const viewer = deps.tabletop.viewer();
    const options = deps.tabletop.options();
    // A player whose party is out of play reads their own party's time (issue 22).
    const state = stateSeenBy(deps.session.state(), viewer);
    const view = buildClockView(state, ctx.preset, viewer, options, null, deps.fight());
    // A failed catch-up's line, with its Retry: Foundry's words for it.
    const why = deps.catchUp.failure();
    const failed = why === null ? null : ctx.i18n.format("TURNKEEPER.Clock.Failed.waiting", { why });
    root.innerHTML = ctx.templates.render(
      CLOCK_TEMPLATE,
      resolveView(
        {
          ...view,
          box,
          running: deps.running ? runningFor(deps.running.view(), viewer.isGM, options.players.time) : null,
          failed,
          parties: sandboxParties(ctx, deps.session, options, viewer),
        },
        ctx.text,
      ),
    );
  };
  // Busy until the box is drawn again, so the page never reads as settled with the old one. Said no to, the
  // box keeps what was typed.
  const advance: Advance = (text) =>
    deps.page.busyWhile(async () => {
      if (!(await agreed(ctx, deps, { type: "advance", by: text.trim() }))) return;
      box = await submitDurationBox(text, ctx.preset, async (intent) => {
        const done = await performOnPage(deps.session, deps.page, intent, true);
        return done.ok ? null : errorText(done.error);
      });
      render();
    });
  const clockButton = clockAction(deps, procedureAsker(ctx, deps), advance, asking(ctx, deps));
  const partyButton = partyButtons(ctx, deps);
  const act: typeof clockButton = (action, data) => partyButton(action, data) || clockButton(action, data);
  root.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (button && act(button.dataset.action ?? "", button.dataset)) event.preventDefault();
  });
  // Enter in the duration field advances, as the Advance button does.
  root.addEventListener("keydown", (event) => {
    const input = event.target as HTMLElement;
    if (event.key !== "Enter" || !(input instanceof HTMLInputElement) || input.name !== "duration") return;
    event.preventDefault();
    act("advanceBy", {});
  });
  return { render };
}
