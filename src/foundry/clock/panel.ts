/**
 * The clock panel's controller: what the ApplicationV2 window shows (the session's clock view for this
 * user) and what each of its buttons does. Everyone may open it; the template shows players only what the
 * settings allow, and their only button puts out their own lights. It reopens where each user left it. The
 * duration box keeps what the GM typed until it is done (src/ui/clock/duration-box.ts). It redraws when the
 * world's state changes and when the combat tracker's count does (its fight line, ./view.ts). What its buttons
 * do is loaded when the first is pressed (./panel-actions.ts).
 */
import { CLOCK_TEMPLATE, resolveView, type DurationBox } from "../../ui";
import { MODULE_ID } from "../setup/constants";
import type { FormValues } from "../env/apps";
import type { FoundryEnv } from "../env/ports";
import type { Timekeeping } from "../session/timekeeping";
import { WindowControl } from "../apps/controller";
import { partiesFor } from "./parties";
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
    const duration = typeof form.duration === "string" ? form.duration : undefined;
    const host = {
      openAreas: this.#openAreas,
      showBox: (box: DurationBox) => {
        this.#box = box;
        this.redraw();
      },
    };
    const { panelAct } = await import("./panel-actions");
    await panelAct(this.env, this.tk, host, action, dataset, duration);
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
