/**
 * The page's common ground once its shell is drawn: its regions, the notice line where errors show, the busy
 * mark a script (or a test) waits on, the log panel's tabs, and one refresh that renders every panel again.
 */
import type { CoreError } from "../../core";
import type { SandboxLocalizer } from "./i18n";

export type LogTab = "chat" | "record";

export interface Page {
  /** The element of a region of the shell (clock, map, table, tracker, chat, record). */
  region(name: string): HTMLElement | null;
  notice(text: string): void;
  showError(error: CoreError): void;
  /** Marks the page busy while an action runs, so a script (or a test) can wait until it has settled. */
  busyWhile<T>(task: () => Promise<T>): Promise<T>;
  /** Shows the chat log or the campaign record in the log panel. */
  showLogTab(tab: LogTab): void;
  /** Renders every panel again from the stored state. */
  refresh(): void;
  /** Sets what `refresh` renders, in the page's order. */
  setPanels(renders: readonly (() => void)[]): void;
}

export function createPage(doc: Document, i18n: SandboxLocalizer): Page {
  let busy = 0;
  let panels: readonly (() => void)[] = [];
  const notice = (text: string) => {
    const el = doc.querySelector<HTMLElement>('[data-sandbox="notice"]');
    if (el) el.textContent = text;
  };
  return {
    region: (name) => doc.querySelector<HTMLElement>(`[data-region="${name}"]`),
    notice,
    showError: (error) => notice(i18n.format(`TURNKEEPER.Error.${error.code}`, error.params)),
    async busyWhile(task) {
      busy++;
      doc.documentElement.dataset.busy = "true";
      try {
        return await task();
      } finally {
        if (--busy === 0) delete doc.documentElement.dataset.busy;
      }
    },
    showLogTab(tab) {
      for (const el of doc.querySelectorAll<HTMLElement>("[data-log-tab]"))
        el.hidden = el.dataset.logTab !== tab;
      for (const el of doc.querySelectorAll<HTMLElement>("[data-sandbox=log-tab]"))
        el.setAttribute("aria-pressed", String(el.dataset.tab === tab));
    },
    refresh: () => panels.forEach((render) => render()),
    setPanels(renders) {
      panels = renders;
    },
  };
}
