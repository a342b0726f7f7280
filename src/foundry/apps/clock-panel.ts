/**
 * The clock panel's controller: what the ApplicationV2 window shows (the session's clock view for this
 * user) and what each of its buttons does. Everyone may open it; the template shows players only what the
 * settings allow, and their only button puts out their own lights. It reopens where each user left it.
 */
import { CLOCK_TEMPLATE, type Intent } from "../../ui";
import { MODULE_ID } from "../constants";
import { askCamp, askLight, askPushedMount, askTravel } from "../dialogs";
import type { FoundryEnv, FormValues, WindowController, WindowLike } from "../env";
import type { Timekeeping } from "../timekeeping";

export interface PanelPlace {
  readonly left?: number;
  readonly top?: number;
  readonly minimized?: boolean;
  readonly open?: boolean;
}

const positive = (value: string | undefined) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

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
    const view = this.tk.clockView();
    // Foundry's panel only (the sandbox's table has no mounts): where travel is done, the pushed mounts' roll.
    const pushedMounts = view.isGM && this.tk.preset().wilderness.travel.kind === "hexesPerWatch";
    return { ...view, pushedMounts };
  }

  async act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    if (action === "areas") return this.openAreas();
    const intents = await this.intentFor(action, dataset, form);
    for (const one of intents ?? []) await this.tk.perform(one, this.actorFor(one));
  }

  /** A player's request names the actor they act for (their light's owner, or their character). */
  private actorFor(intent: Intent): { actor?: string } {
    if (this.env.game.user?.isGM) return {};
    if (intent.type === "light") return { actor: intent.owner };
    const character = this.env.documents.userCharacter();
    return character ? { actor: character.uuid } : {};
  }

  private async intentFor(
    action: string,
    dataset: Readonly<Record<string, string | undefined>>,
    form: FormValues,
  ): Promise<Intent[] | null> {
    switch (action) {
      case "advanceUnit":
        return dataset.unit ? [{ type: "advanceUnit", unit: dataset.unit }] : null;
      case "advanceBy": {
        const by = typeof form.duration === "string" ? form.duration.trim() : "";
        return by === "" ? null : [{ type: "advance", by }];
      }
      case "action":
        return dataset.id ? [{ type: "action", action: dataset.id }] : null;
      case "rest":
        return [{ type: "rest" }];
      case "checkEncounter":
        return [{ type: "checkEncounter" }];
      case "loud":
        return [{ type: "checkEncounter", loud: true }];
      case "rollDue":
      case "dismissDue": {
        const id = positive(dataset.id);
        return [id === undefined ? { type: action } : { type: action, id }];
      }
      case "extinguish":
        return dataset.timer ? [{ type: "extinguish", timer: dataset.timer }] : null;
      case "undo": {
        const entry = positive(dataset.entry);
        return [entry === undefined ? { type: "undo" } : { type: "undo", entry }];
      }
      case "travel": {
        const intent = await askTravel(this.env, this.tk);
        return intent ? [intent] : null;
      }
      case "camp": {
        const intent = await askCamp(this.env, this.tk);
        return intent ? [intent] : null;
      }
      case "pushedMount": {
        const intent = await askPushedMount(this.env, this.tk);
        return intent ? [intent] : null;
      }
      case "lightTorch":
        return askLight(this.env, this.tk);
      default:
        return null;
    }
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
