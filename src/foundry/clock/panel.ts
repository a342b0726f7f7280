/**
 * The clock panel's controller: what the ApplicationV2 window shows (the session's clock view for this
 * user) and what each of its buttons does. Everyone may open it; the template shows players only what the
 * settings allow, and their only button puts out their own lights. It reopens where each user left it. The
 * duration box keeps what the GM typed until it is done (src/ui/clock/duration-box.ts). It redraws when the
 * world's state changes and when the combat tracker's count does (its fight line, ./view.ts).
 */
import { CLOCK_TEMPLATE, parseClockAction, resolveView, type DurationBox, type Intent } from "../../ui";
import { fightQuestion } from "../../ui/clock/fight-reading";
import { viewedFight } from "./view";
import { undoQuestion } from "../../ui/clock/undo-question";
import { MODULE_ID } from "../setup/constants";
import { ask } from "../dialogs/dialogs";
import type { FormValues } from "../env/apps";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { WindowControl } from "../apps/controller";
import { partiesFor, partyAct } from "./parties";
import type { RunningClockHost } from "./running";

/** Where a user left the panel (the user-scoped `panel` setting). */
interface PanelPlace {
  readonly left?: number;
  readonly top?: number;
  readonly minimized?: boolean;
  readonly open?: boolean;
}

export class ClockPanel extends WindowControl {
  readonly #openAreas: () => void;
  /** The duration box as last submitted; null until then. */
  #box: DurationBox | null = null;

  constructor(
    env: FoundryEnv,
    protected readonly tk: Timekeeping,
    openAreas: () => void,
    private readonly running: RunningClockHost,
  ) {
    super("clock", CLOCK_TEMPLATE, "TURNKEEPER.Clock.title", env);
    this.#openAreas = openAreas;
    tk.onChange(() => this.redraw());
    running.onChange(() => this.redraw());
    // The fight line reads the viewed combat's count, which a step writes after it moves the clock.
    for (const hook of ["updateCombat", "deleteCombat"]) env.Hooks.on(hook, () => this.redraw());
  }

  override open() {
    const window = super.open();
    if (!this.position().open) this.#save({ open: true });
    return window;
  }

  toggle(): void {
    if (this.window?.rendered) this.window.close();
    else this.open();
  }

  async context(): Promise<object> {
    const text = this.tk.textContext();
    return {
      ...this.tk.clockView(),
      box: resolveView(this.#box, text),
      running: resolveView(this.running.view(), text),
      failed: this.#failedLine(),
      parties: partiesFor(this.env, this.tk),
    };
  }

  /** A failed session task's line, with its Retry button: on the writer's client, while the clock waits. */
  #failedLine(): string | null {
    const why = this.tk.failure();
    return why === null ? null : this.env.game.i18n.format("TURNKEEPER.Clock.Failed.waiting", { why });
  }

  async act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    if (await this.running.act(action, dataset, form.runningRatio)) return;
    if (action === "retry") return void (await this.tk.retry());
    if (await partyAct(this.env, this.tk, action, dataset, (intent) => this.tk.perform(intent))) return;
    const duration = typeof form.duration === "string" ? form.duration : undefined;
    const parsed = parseClockAction(action, { ...dataset, duration });
    if (parsed === null) return;
    if (parsed.kind === "areas") return this.#openAreas();
    if (parsed.kind === "record") return this.tk.exportRecord();
    if (parsed.kind === "advanceBy") return this.#advanceBy(parsed.text);
    const intents =
      parsed.kind === "intent" ? [parsed.intent] : await ask(this.env, this.tk, parsed.dialog, parsed.action);
    for (const one of intents ?? []) if (await this.agreed(one)) await this.tk.perform(one);
  }

  /**
   * Whether the GM says yes to what the intent asks first (undoing several log entries; while the viewed fight is
   * open, moving a watch or longer, or an action from a button or a form that long or outlasting its moment);
   * true when it asks none. The scene controls' buttons ask it too (./controls.ts).
   */
  async agreed(intent: Intent): Promise<boolean> {
    const fight = viewedFight(this.env);
    const asked = undoQuestion(this.tk.state(), intent) ?? fightQuestion(this.tk.preset(), fight, intent);
    if (!asked) return true;
    const { title, question, confirm } = resolveView(asked, this.tk.textContext());
    return (await this.env.apps.ask(title, `<p>${question}</p>`, confirm)) !== null;
  }

  /**
   * Advances by the duration box; its error shows under the box, not as a notification. Reading the box is
   * loaded on first use (only GMs have one), keeping it out of what every client loads at start.
   */
  async #advanceBy(text: string): Promise<void> {
    if (!(await this.agreed({ type: "advance", by: text.trim() }))) return;
    const { submitDurationBox } = await import("../../ui/clock/duration-box");
    this.#box = await submitDurationBox(text, this.tk.preset(), async (intent: Intent) => {
      const outcome = await this.tk.perform(intent, { quiet: true });
      return outcome.ok ? null : this.tk.errorText(outcome.error);
    });
    this.redraw();
  }

  /** Where the user left the panel: where to open it again. */
  position(): PanelPlace {
    const stored = this.env.settings.get(MODULE_ID, "panel");
    return stored && typeof stored === "object" ? stored : {};
  }

  #save(change: PanelPlace): void {
    void this.env.settings.set(MODULE_ID, "panel", { ...this.position(), ...change });
  }

  moved(position: { left: number; top: number; minimized: boolean }): void {
    const place = this.position();
    if (place.left !== position.left || place.top !== position.top || place.minimized !== position.minimized)
      this.#save(position);
  }

  override closed(): void {
    super.closed();
    this.#save({ open: false });
  }

  /** At `ready`: reopen the panel for a user who left it open. */
  restore(): void {
    if (this.position().open) this.open();
  }
}
