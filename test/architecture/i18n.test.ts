/**
 * Every piece of user-visible text lives in lang/en.json: each core error code has a message, and each
 * localization key named in code or templates exists.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { translations } from "../fakes/foundry";
import { listFiles as files } from "./files";

const root = path.resolve(import.meta.dirname, "../..");

function matches(file: string, pattern: RegExp): string[] {
  return [...readFileSync(file, "utf8").matchAll(pattern)].map((m) => m[1] ?? "");
}

describe("localization", () => {
  it("every core error code has a message at TURNKEEPER.Error.<code>", () => {
    const codes = files(path.join(root, "src/core"), /\.ts$/).flatMap((f) =>
      matches(f, /coreError\(\s*"([\w.-]+)"/g),
    );
    expect(codes.length).toBeGreaterThan(0);
    const missing = [...new Set(codes)].filter((c) => !translations.has(`TURNKEEPER.Error.${c}`));
    expect(missing).toEqual([]);
  });

  it("every TURNKEEPER.* key written in source or templates exists", () => {
    const keyPattern = /["'`](TURNKEEPER\.[A-Za-z0-9_.-]*[A-Za-z0-9_])["'`]/g;
    const used = [
      ...files(path.join(root, "src"), /\.ts$/),
      ...files(path.join(root, "templates"), /\.(hbs|html)$/),
      ...files(path.join(root, "packs"), /\.json$/),
    ].flatMap((f) => matches(f, keyPattern).map((key) => ({ key, file: path.relative(root, f) })));
    expect(used.length).toBeGreaterThan(0);
    // Keys built at run time end with "." (a prefix) and are checked where they are assembled; a plural key
    // names its categories, "other" among them (src/ui/i18n/plurals.ts).
    const known = (key: string) => translations.has(key) || translations.has(`${key}.other`);
    const missing = used.filter((u) => !u.key.endsWith(".") && !known(u.key));
    expect(missing).toEqual([]);
  });

  it("messages use the {name} placeholders Foundry's format fills, never ${...}", () => {
    const bad = [...translations].filter(([, text]) => /\$\{/.test(text)).map(([key]) => key);
    expect(bad).toEqual([]);
  });
});
