/** Turnkeeper's windows, dialogs and settings menus, and the templates they render. */
import type { FormValues } from "../../ui";

export interface TemplatesPort {
  render(path: string, data: object): Promise<string>;
}

/** An application window Turnkeeper opened (an ApplicationV2 in Foundry). */
export interface WindowLike {
  readonly rendered: boolean;
  render(options?: { force?: boolean }): unknown;
  close(): unknown;
}

/**
 * What a window shows and does, independent of ApplicationV2: its template context, and a handler per
 * `data-action`. The real window (src/foundry/apps/windows.ts) only renders and forwards.
 */
export interface WindowController {
  readonly id: string;
  readonly title: string;
  readonly template: string;
  context(): Promise<object>;
  act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues): Promise<void>;
  /** Where the window was, to open it there again (per user); null to let Foundry place it. */
  position?(): { left?: number; top?: number; minimized?: boolean } | null;
  moved?(position: { left: number; top: number; minimized: boolean }): void;
  closed?(): void;
}

/** The values of a window's or a dialog's inputs, by name (DialogV2 gives numbers for number fields). */
export type { FormValues };

export interface AppsPort {
  open(controller: WindowController): WindowLike;
  /**
   * A small form dialog, its button that goes ahead labelled `confirm` (Foundry's own label without); resolves
   * to its values, or null when cancelled.
   */
  ask(title: string, content: string, confirm?: string): Promise<FormValues | null>;
  /** Offers text to the user as a file to save (`foundry.utils.saveDataToFile`). */
  download(filename: string, text: string): void;
}

/** A button in the module's settings that opens one of Turnkeeper's windows (`ClientSettings#registerMenu`). */
export interface MenuRegistration {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  /** A Font Awesome class list. */
  readonly icon: string;
  /** Only game masters see and use it. */
  readonly restricted: boolean;
}

export interface MenusPort {
  /** Registers the menu; `open` runs each time the button is pressed. */
  register(key: string, data: MenuRegistration, open: () => void): void;
}
