/** Looking a terrain id up in one of the rules' per-terrain tables, with a specific error when it is not there. */
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";

export function terrainRule<T>(
  table: Readonly<Record<string, T>>,
  terrain: string,
  path = "terrain",
): Result<T, CoreError> {
  const rule = Object.hasOwn(table, terrain) ? table[terrain] : undefined;
  if (rule !== undefined) return ok(rule);
  const known = Object.keys(table).join(", ");
  return err(coreError("wilderness.unknownTerrain", { path, received: terrain, known }, path));
}
