/**
 * The sandbox host: builds the ports (world time, localStorage, library dice, the chat log) and the page's
 * chrome (preset, export, import, reset), renders the module's templates into the page and hands clicks to
 * the shared controllers in src/ui. It decides nothing about the rules itself.
 */
import { BUILT_IN_PRESET_IDS } from "../core";
import { createLibraryDice, type LibraryDice } from "./dice";
import { createLocalizer, type SandboxLocalizer } from "./i18n";
import { createStorage, memoryArea, type KeyValueArea, type SandboxStorage } from "./storage";
import { createTemplates, type TemplateRegistry } from "./templates";
import { emptyChat, isChatLog, postTo, type ChatLogState } from "./chat";
import shellSource from "./shell.hbs?raw";
import chatSource from "./chat-entry.hbs?raw";

export interface SandboxHandle {
  readonly i18n: SandboxLocalizer;
  readonly templates: TemplateRegistry;
  readonly storage: SandboxStorage;
  readonly dice: LibraryDice;
  /** Posts a chat card (its HTML) to the log. */
  post(html: string, speaker?: string): void;
  /** Renders every region again from the stored state. */
  refresh(): void;
  /** For the benchmarks: a fight of `size` sample combatants, and one tracker re-render. */
  readonly bench: {
    sampleFight(size: number): Promise<void>;
    renderTracker(): void;
  };
}

declare global {
  interface Window {
    /** The running sandbox, for the browser console (and the browser tests). */
    turnkeeperSandbox?: SandboxHandle;
  }
}

function localArea(win: Window): KeyValueArea {
  try {
    const area = win.localStorage;
    area.setItem("turnkeeper.sandbox.__probe", "1");
    area.removeItem("turnkeeper.sandbox.__probe");
    return area;
  } catch {
    return memoryArea();
  }
}

export function startSandbox(doc: Document, win: Window): SandboxHandle {
  const i18n = createLocalizer();
  const templates = createTemplates(i18n);
  const storage = createStorage(localArea(win));
  const params = new URLSearchParams(win.location.search);
  const seed = params.get("seed");
  const dice = createLibraryDice(seed === null ? undefined : Number(seed));
  const shell = templates.compileLocal(shellSource);
  const chatList = templates.compileLocal(chatSource);

  let chat: ChatLogState = isChatLog(storage.load("chat"))
    ? (storage.load("chat") as ChatLogState)
    : emptyChat();

  const presetId = () => {
    const stored = storage.load("preset");
    return typeof stored === "string" && (BUILT_IN_PRESET_IDS as readonly string[]).includes(stored)
      ? stored
      : "four-watches";
  };

  const region = (name: string) => doc.querySelector<HTMLElement>(`[data-region="${name}"]`);
  const notice = (text: string) => {
    const el = doc.querySelector<HTMLElement>('[data-sandbox="notice"]');
    if (el) el.textContent = text;
  };

  function renderShell() {
    doc.title = i18n.localize("TURNKEEPER.Sandbox.Title");
    const selected = presetId();
    doc.body.innerHTML = shell({
      presets: BUILT_IN_PRESET_IDS.map((id) => ({
        id,
        name: i18n.localize(`TURNKEEPER.Preset.${id}.Name`),
        description: i18n.localize(`TURNKEEPER.Preset.${id}.Description`),
      })),
    });
    const select = doc.querySelector<HTMLSelectElement>('[data-sandbox="preset"]');
    if (select) select.value = selected;
  }

  function renderChat() {
    const list = region("chat");
    if (!list) return;
    list.innerHTML = chatList({
      entries: chat.entries.map((e) => ({ ...e, clock: String(e.time) })),
    });
    list.scrollTop = list.scrollHeight;
  }

  function refresh() {
    renderChat();
  }

  const handle: SandboxHandle = {
    i18n,
    templates,
    storage,
    dice,
    post(html, speaker = i18n.localize("TURNKEEPER.Sandbox.Chat.Speaker")) {
      chat = postTo(chat, { html, speaker, time: 0 });
      storage.save("chat", chat);
      renderChat();
    },
    refresh,
    bench: {
      sampleFight() {
        return Promise.reject(new Error("The sandbox has no tracker yet"));
      },
      renderTracker() {},
    },
  };

  function download(name: string, text: string) {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = doc.createElement("a");
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async function importFile(file: File) {
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      notice(i18n.localize("TURNKEEPER.Sandbox.Import.notJson"));
      return;
    }
    const result = storage.importData(data);
    if (!result.ok) {
      notice(i18n.localize(result.reason));
      return;
    }
    win.location.reload();
  }

  function wireChrome() {
    doc.body.addEventListener("change", (event) => {
      const target = event.target as HTMLElement;
      if (target instanceof HTMLSelectElement && target.dataset.sandbox === "preset") {
        storage.save("preset", target.value);
        win.location.reload();
      } else if (target instanceof HTMLInputElement && target.dataset.sandbox === "import-file") {
        const file = target.files?.[0];
        if (file) void importFile(file);
        target.value = "";
      }
    });
    doc.body.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest<HTMLElement>("[data-sandbox]");
      switch (button?.dataset.sandbox) {
        case "export":
          download("turnkeeper-sandbox.json", JSON.stringify(storage.exportData(), null, 2));
          break;
        case "import":
          doc.querySelector<HTMLInputElement>('[data-sandbox="import-file"]')?.click();
          break;
        case "reset":
          if (win.confirm(i18n.localize("TURNKEEPER.Sandbox.ResetConfirm"))) {
            storage.clear();
            win.location.reload();
          }
          break;
      }
    });
  }

  renderShell();
  wireChrome();
  refresh();
  win.turnkeeperSandbox = handle;
  doc.documentElement.dataset.ready = "true";
  return handle;
}
