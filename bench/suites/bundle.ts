/**
 * The module's JavaScript as shipped, gzipped: all of it, the part every client loads at start (the entry
 * and the chunks it imports statically) against the 50 KB guard, and the chunks loaded later on demand.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleParts, START_GZIP_GUARD_KB } from "../../scripts/bundle-parts";
import { ratio, type Benchmark } from "../harness";

const root = path.resolve(import.meta.dirname, "../..");

export const benchmarks: readonly Benchmark[] = [
  {
    name: "bundle.module-js",
    run() {
      const out = mkdtempSync(path.join(tmpdir(), "tk-bench-build-"));
      try {
        execFileSync("npx", ["vite", "build", "--outDir", out, "--logLevel", "error"], {
          cwd: root,
          stdio: "pipe",
        });
        const { start, lazy } = bundleParts(out);
        console.info(`  start: ${start.files.join(", ")}; later: ${lazy.files.join(", ") || "nothing"}`);
        return [
          { name: "bundle.module-js-gzip-kb", value: start.gzipKb + lazy.gzipKb, unit: "KB" },
          { name: "bundle.start-js-gzip-kb", value: start.gzipKb, unit: "KB", target: START_GZIP_GUARD_KB },
          { name: "bundle.lazy-js-gzip-kb", value: lazy.gzipKb, unit: "KB" },
          ratio("bundle.start-vs-guard", start.gzipKb / START_GZIP_GUARD_KB, 1),
        ];
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  },
];
