/**
 * Runs every benchmark in bench/suites (or those whose name contains the first argument), prints their
 * figures, and writes bench/results.json as [{ name, value, unit }] (ratios are entries of their own). Each suite runs in a process of its own,
 * so one suite's heap (a browser, a long log) never slows the next one's figures. A filtered run updates
 * only its own entries and keeps the others' last figures.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";
import type { Benchmark, BenchResult } from "./harness";

const here = path.dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);

/** In a child process: runs one suite's matching benchmarks and writes their figures to `out`. */
async function runSuite(file: string, filter: string, out: string) {
  const mod = (await import(pathToFileURL(path.join(here, "suites", file)).href)) as {
    benchmarks: readonly Benchmark[];
  };
  const results: BenchResult[] = [];
  for (const bench of mod.benchmarks) {
    if (!bench.name.includes(filter)) continue;
    console.info(`${bench.name}:`);
    for (const figure of await bench.run()) {
      const { name, unit, target } = figure;
      const value = Number(figure.value.toPrecision(4));
      results.push({ name, value, unit });
      const verdict =
        target === undefined ? "" : `  (target <= ${target}: ${value <= target ? "within" : "OVER"})`;
      console.info(`  ${name.padEnd(44)} ${String(value).padStart(10)} ${unit}${verdict}`);
    }
  }
  await writeFile(out, JSON.stringify(results));
}

async function runAll(filter: string) {
  const suites = (await readdir(path.join(here, "suites"))).filter((f) => f.endsWith(".ts")).sort();
  const scratch = mkdtempSync(path.join(tmpdir(), "tk-bench-"));
  const results: BenchResult[] = [];
  for (const file of suites) {
    const out = path.join(scratch, `${file}.json`);
    // The same Node and loader (tsx) as this process, running just this suite.
    execFileSync(process.execPath, [...process.execArgv, self, "--suite", file, filter, out], {
      stdio: "inherit",
    });
    results.push(...(JSON.parse(readFileSync(out, "utf8")) as BenchResult[]));
  }
  const resultsFile = path.join(here, "results.json");
  const previous = filter
    ? (JSON.parse(await readFile(resultsFile, "utf8").catch(() => "[]")) as BenchResult[])
    : [];
  const merged = [...previous.filter((p) => !results.some((r) => r.name === p.name)), ...results];
  await writeFile(resultsFile, JSON.stringify(merged, null, 2) + "\n");
  console.info(`wrote ${results.length} results to bench/results.json (${merged.length} in all)`);
}

const [first = "", file = "", filter = "", out = ""] = process.argv.slice(2);
if (first === "--suite") await runSuite(file, filter, out);
else await runAll(first);
