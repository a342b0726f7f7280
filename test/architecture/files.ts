/** Lists a folder's files recursively (an absent folder has none), for the project-wide checks. */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export function listFiles(dir: string, pattern: RegExp): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}
