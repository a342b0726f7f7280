/**
 * What every window controller shares (clock-panel.ts, areas-form.ts, preset-editor.ts and combat's
 * actions-editor.ts): its localized title, the window it opened, and redrawing that window while it shows.
 */
import type { FormValues, WindowController, WindowLike } from "../env/apps";
import type { FoundryEnv } from "../env/ports";

export abstract class WindowControl implements WindowController {
  protected window: WindowLike | null = null;
  readonly #title: string;

  constructor(
    readonly id: string,
    readonly template: string,
    /** The localization key of the window's title. */
    title: string,
    protected readonly env: FoundryEnv,
  ) {
    this.#title = title;
  }

  get title(): string {
    return this.env.game.i18n.localize(this.#title);
  }

  open(): WindowLike {
    return (this.window = this.env.apps.open(this));
  }

  closed(): void {
    this.window = null;
  }

  /** Redraws the window if it shows (a closed one stays closed). */
  protected redraw(): void {
    if (this.window?.rendered) this.window.render();
  }

  abstract context(): Promise<object>;
  abstract act(
    action: string,
    dataset: Readonly<Record<string, string | undefined>>,
    form: FormValues,
  ): Promise<void>;
}
