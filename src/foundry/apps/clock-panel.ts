/**
 * The clock panel's controller: what the ApplicationV2 window shows (the session's clock view for this
 * user) and what each of its buttons does. Everyone may open it; the template shows players only what the
 * settings allow, and their only button puts out their own lights. It reopens where each user left it.
 */
import { CLOCK_TEMPLATE, parseClockAction, type Intent } from "../../ui";
import { MODULE_ID } from "../constants";
import { ask } from "../dialogs";
import type { FoundryEnv, FormValues, WindowController, WindowLike } from "../env";
import type { Timekeeping } from "../timekeeping";

export interface PanelPlace {
  readonly left?: number;
  readonly top?: number;
  readonly minimized?: boolean;
  readonly open?: boolean;
}

export class ClockPanel implements WindowController {
  readonly id = "clock";
  readonly template = CLOCK_TEMPLATE;
  private window: WindowLike | null = null;

  constructor(
    private readonly env: FoundryEnv,
    private readonly tk: Timekeeping,
    private readonly openAreas: () => void,
  ) {
    tk.onChange(() => {
      if (this.window?.rendered) this.window.render();
    });
  }

  get title(): string {
    return this.env.game.i18n.localize("TURNKEEPER.Clock.title");
  }

  get isOpen(): boolean {
    return this.window?.rendered ?? false;
  }

  open(): WindowLike {
    this.window = this.env.apps.open(this);
    if (!this.place().open) this.save({ ...this.place(), open: true });
    return this.window;
  }

  toggle(): void {
    if (this.isOpen) this.window?.close();
    else this.open();
  }

  async context(): Promise<object> {
    return this.tk.clockView();
  }

  async act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    const duration = typeof form.duration === "string" ? form.duration : undefined;
    const parsed = parseClockAction(action, { ...dataset, duration });
    if (parsed === null) return;
    if (parsed.kind === "areas") return this.openAreas();
    const intents = parsed.kind === "intent" ? [parsed.intent] : await ask(this.env, this.tk, parsed.dialog);
    for (const one of intents ?? []) await this.tk.perform(one, this.actorFor(one));
  }

  /** A player's request names the actor they act for (their light's owner, or their character). */
  private actorFor(intent: Intent): { actor?: string } {
    if (this.env.game.user?.isGM) return {};
    if (intent.type === "light") return { actor: intent.owner };
    const character = this.env.documents.userCharacter();
    return character ? { actor: character.uuid } : {};
  }

  private place(): PanelPlace {
    const stored = this.env.settings.get(MODULE_ID, "panel");
    return stored && typeof stored === "object" ? (stored as PanelPlace) : {};
  }

  private save(place: PanelPlace): void {
    void this.env.settings.set(MODULE_ID, "panel", place);
  }

  position() {
    const { left, top, minimized } = this.place();
    return {
      ...(left === undefined ? {} : { left }),
      ...(top === undefined ? {} : { top }),
      minimized: !!minimized,
    };
  }

  moved(position: { left: number; top: number; minimized: boolean }): void {
    const place = this.place();
    if (place.left === position.left && place.top === position.top && place.minimized === position.minimized)
      return;
    this.save({ ...place, ...position });
  }

  closed(): void {
    this.window = null;
    this.save({ ...this.place(), open: false });
  }

  /** At `ready`: reopen the panel for a user who left it open. */
  restore(): void {
    if (this.place().open) this.open();
  }
}
