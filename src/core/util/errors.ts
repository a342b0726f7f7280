/**
 * Typed, localizable errors. The core never writes user-visible text: an error carries a stable code
 * (localized by hosts as `TURNKEEPER.Error.<code>`), the data to fill in, and for schema errors the
 * exact path of the bad value. `message` is an English fallback for logs and tests only.
 */
export interface CoreError {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** Where in the input the problem is, e.g. "tables.dungeon.bands[2].min". */
  readonly path?: string;
  readonly message: string;
}

export function coreError(
  code: string,
  params: Record<string, string | number> = {},
  path?: string,
): CoreError {
  const detail = Object.entries(params)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  const message = `${code}${path ? ` at ${path}` : ""}${detail ? ` (${detail})` : ""}`;
  return path === undefined ? { code, params, message } : { code, params, path, message };
}
