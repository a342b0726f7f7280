/**
 * The shared timekeeping session with the sandbox's ports: the page's world clock, the state in storage with
 * the campaign record kept beside it, the library dice, the page's chat log, the sample encounter tables and
 * the table's options. Also how the page carries out an intent as the game master.
 */
import type { CoreError, Result } from "../../core";
import {
  createSession,
  LONG_JUMP_TEMPLATE,
  longJumpDialog,
  type ChatSink,
  type Intent,
  type IntentResult,
  type LongJump,
  type LongJumpChoice,
  type CombatTime,
  type Session,
  type SessionOptions,
  storedWorldState,
} from "../../ui";
import { formDialog } from "../dialogs/form-dialog";
import type { WorldTime } from "../clock/world-time";
import type { RecordPanel } from "../record/panel";
import type { SandboxContext } from "../setup/context";
import { KEYS } from "../setup/keys";
import type { Page } from "../setup/page";
import { sampleEncounters } from "../tables/encounters";
import { quarantine } from "./quarantine";

export interface SessionPorts {
  readonly time: WorldTime;
  readonly chat: ChatSink;
  readonly record: Pick<RecordPanel, "keep">;
  /** The session's options: Foundry's settings; here the table's choices. */
  options(): SessionOptions;
  /** Says something on the page's notice line (what was set aside of the stored state, a failed catch-up). */
  notice(text: string): void;
  /** A catch-up failed, or one succeeded after a failure: what shows it (the clock panel) is drawn again. */
  waiting(): void;
}

/** What a failed catch-up left waiting, and the clock panel's way to run it again. */
export interface CatchUp {
  /** Why the last catch-up failed, while the clock waits at the last time it saved; null when none did. */
  failure(): string | null;
  /** The same catch-up again, to the page's clock (the clock panel's Retry). */
  retry(): Promise<void>;
}

export function createSandboxSession(
  ctx: SandboxContext,
  ports: SessionPorts,
): { readonly session: Session; readonly catchUp: CatchUp } {
  const { storage, dice, i18n, preset } = ctx;
  const { time, record } = ports;
  const session = createSession({
    time: {
      now: () => time.now(),
      advance(seconds) {
        time.move(time.now() + seconds);
        return Promise.resolve();
      },
    },
    storage: {
      load: () => storage.load(KEYS.world),
      save(state, delta) {
        // What did not read of the stored state is kept first, then the state is saved without it.
        if (delta.setAside?.length) ports.notice(quarantine(ctx, delta.setAside));
        storage.save(KEYS.world, storedWorldState(state));
        // The record goes after the state: one that cannot be written is said, and the state's undo window
        // holds what it lacks until a later write, or the next load, takes it (src/sandbox/record/record.ts).
        try {
          record.keep(state, delta);
        } catch (error: unknown) {
          const why = error instanceof Error ? error.message : String(error);
          ports.notice(i18n.format("TURNKEEPER.Record.pagesFailed", { why }));
        }
        return Promise.resolve();
      },
    },
    dice,
    chat: ports.chat,
    encounters: sampleEncounters(dice, (key) => i18n.localize(key)),
    preset: () => preset,
    options: ports.options,
    askLongJump: (jump) => askLongJump(ctx, jump),
    // The running clock counts by the page's real time (issue 22).
    serverNow: () => Date.now(),
  });
  // The session hears of every move of the clock (after whatever task is running) and catches up. One that
  // fails has been logged by the session; the page says so where its errors show, and the clock panel offers
  // a retry until a catch-up succeeds (the next move tries again too).
  let failure: string | null = null;
  const catchUp = async (now: number, combat?: CombatTime): Promise<void> => {
    const before = failure;
    try {
      await session.sync(now, combat);
      failure = null;
    } catch (error: unknown) {
      failure = error instanceof Error ? error.message : String(error);
      ports.notice(ctx.i18n.format("TURNKEEPER.Clock.Failed.sync", { why: failure }));
    }
    if (failure !== before) ports.waiting();
  };
  time.follow((now, combat) => void catchUp(now, combat));
  return { session, catchUp: { failure: () => failure, retry: () => catchUp(time.now()) } };
}

/** A long jump of the clock asks the GM in the page's dialog which of the checks that fell due to roll. */
async function askLongJump(ctx: SandboxContext, jump: LongJump): Promise<LongJumpChoice> {
  const dialog = longJumpDialog(jump);
  const ask = formDialog(ctx.doc, ctx.templates, ctx.i18n, ctx.text);
  return dialog.read(await ask({ ...dialog, template: LONG_JUMP_TEMPLATE }));
}

/**
 * Carries out an intent as the game master, then renders. Its error shows in the page's notice line, unless
 * the caller shows it where it belongs (`quiet`: the clock's duration box shows its own).
 */
export function performOnPage(
  session: Session,
  page: Page,
  intent: Intent,
  quiet = false,
): Promise<Result<IntentResult, CoreError>> {
  return page.busyWhile(async () => {
    page.notice("");
    const result = await session.perform(intent);
    if (!result.ok && !quiet) page.showError(result.error);
    await session.idle();
    page.refresh();
    return result;
  });
}

/** Carries out a timekeeping intent as the game master (what the clock panel's buttons do), then renders. */
export function performer(session: Session, page: Page): (intent: Intent) => Promise<void> {
  return async (intent) => {
    await performOnPage(session, page, intent);
  };
}
