/**
 * The sandbox's storage: JSON values in localStorage under one prefix, so a reload finds the table as it was
 * left, plus the whole lot as one JSON file to export and import (another browser, a backup, a bug report).
 * Everything is replaced whole or not at all: the new values are made ready first, and should the browser
 * refuse a write (its quota) what was stored is put back.
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

/** Why storage could not take the values (the browser's quota): everything stored is as it was. */
export const STORAGE_FULL = "TURNKEEPER.Sandbox.Import.storageFull";

export interface SandboxStorage {
  load(key: string): unknown;
  save(key: string, value: unknown): void;
  remove(key: string): void;
  keys(): string[];
  clear(): void;
  exportData(now?: Date): SandboxExport;
  /** Replaces everything stored with `entries`, whole or not at all (then what was stored stays). */
  replaceAll(entries: Readonly<Record<string, unknown>>): ImportResult;
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
    replaceAll: (entries) => replaceAll(area, prefix, keys(), entries),
    importData(data) {
      const reason = checkExport(data);
      return reason === null ? storage.replaceAll((data as SandboxExport).entries) : { ok: false, reason };
    },
  };
  return storage;
}

/**
 * Stages the new values (each made into the text it is stored as), then swaps them in for the old ones; should
 * the browser refuse a write, the new ones go and the old ones come back, as they were.
 */
function replaceAll(
  area: KeyValueArea,
  prefix: string,
  stored: readonly string[],
  entries: Readonly<Record<string, unknown>>,
): ImportResult {
  const staged = Object.entries(entries).map(
    ([key, value]) => [prefix + key, JSON.stringify(value)] as const,
  );
  const old = stored.map((key) => [prefix + key, area.getItem(prefix + key) ?? ""] as const);
  const swap = (out: readonly (readonly [string, string])[], put: readonly (readonly [string, string])[]) => {
    for (const [key] of out) area.removeItem(key);
    for (const [key, text] of put) area.setItem(key, text);
  };
  try {
    swap(old, staged);
  } catch {
    swap(staged, old);
    return { ok: false, reason: STORAGE_FULL };
  }
  return { ok: true, keys: staged.length };
}

/** Null when `data` is a sandbox export this version reads, otherwise a localization key saying why not. */
export function checkExport(data: unknown): string | null {
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
