/**
 * The sandbox's storage: JSON values in localStorage under one prefix, so a reload finds the table as it was
 * left, plus the whole lot as one JSON file to export and import (another browser, a backup, a bug report).
 */
export const STORAGE_PREFIX = "turnkeeper.sandbox.";
export const EXPORT_FORMAT = "turnkeeper-sandbox";
export const EXPORT_VERSION = 1;

export interface SandboxExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: number;
  readonly exportedAt: string;
  readonly entries: Readonly<Record<string, unknown>>;
}

export type ImportResult =
  { readonly ok: true; readonly keys: number } | { readonly ok: false; readonly reason: string };

export interface SandboxStorage {
  load(key: string): unknown;
  save(key: string, value: unknown): void;
  remove(key: string): void;
  keys(): string[];
  clear(): void;
  exportData(now?: Date): SandboxExport;
  /** Replaces everything stored with the file's entries; refuses anything that is not a sandbox export. */
  importData(data: unknown): ImportResult;
}

/** The subset of the Web Storage API used here (so a Map can stand in for it). */
export interface KeyValueArea {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createStorage(area: KeyValueArea, prefix = STORAGE_PREFIX): SandboxStorage {
  const keys = () => {
    const out: string[] = [];
    for (let i = 0; i < area.length; i++) {
      const k = area.key(i);
      if (k?.startsWith(prefix)) out.push(k.slice(prefix.length));
    }
    return out.sort();
  };
  const load = (key: string): unknown => {
    const raw = area.getItem(prefix + key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  };
  const storage: SandboxStorage = {
    load,
    save: (key, value) => area.setItem(prefix + key, JSON.stringify(value)),
    remove: (key) => area.removeItem(prefix + key),
    keys,
    clear: () => keys().forEach((k) => area.removeItem(prefix + k)),
    exportData: (now = new Date()) => ({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      entries: Object.fromEntries(keys().map((k) => [k, load(k)])),
    }),
    importData(data) {
      const reason = checkExport(data);
      if (reason !== null) return { ok: false, reason };
      const entries = (data as SandboxExport).entries;
      storage.clear();
      for (const [key, value] of Object.entries(entries)) storage.save(key, value);
      return { ok: true, keys: Object.keys(entries).length };
    },
  };
  return storage;
}

/** Null when `data` is a sandbox export this version reads, otherwise a localization key saying why not. */
function checkExport(data: unknown): string | null {
  if (data === null || typeof data !== "object") return "TURNKEEPER.Sandbox.Import.notJson";
  const d = data as Partial<SandboxExport>;
  if (d.format !== EXPORT_FORMAT) return "TURNKEEPER.Sandbox.Import.notSandbox";
  if (typeof d.version !== "number" || d.version > EXPORT_VERSION) return "TURNKEEPER.Sandbox.Import.newer";
  if (d.entries === null || typeof d.entries !== "object" || Array.isArray(d.entries))
    return "TURNKEEPER.Sandbox.Import.notSandbox";
  return null;
}

/** The browser's localStorage, or memory when the browser refuses it (storage switched off, a private mode). */
export function browserArea(win: Window): KeyValueArea {
  try {
    const area = win.localStorage;
    area.setItem(`${STORAGE_PREFIX}__probe`, "1");
    area.removeItem(`${STORAGE_PREFIX}__probe`);
    return area;
  } catch {
    return memoryArea();
  }
}

/** An in-memory stand-in for localStorage (tests, or a browser with storage switched off). */
export function memoryArea(): KeyValueArea {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
