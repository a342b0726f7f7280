/**
 * Runs every benchmark in bench/suites (or those whose name contains the first argument), prints a
 * table, and writes bench/results.json as [{ name, value, unit }]. A filtered run updates only its own
 * entries and keeps the others' last figures.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";
import type { Benchmark, BenchResult } from "./harness";

const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? "";

const suites = (await readdir(path.join(here, "suites"))).filter((f) => f.endsWith(".ts")).sort();
const results: BenchResult[] = [];
for (const file of suites) {
  const mod = (await import(pathToFileURL(path.join(here, "suites", file)).href)) as {
    benchmarks: readonly Benchmark[];
  };
  for (const bench of mod.benchmarks) {
    if (!bench.name.includes(filter)) continue;
    const value = Number((await bench.run()).toFixed(3));
    results.push({ name: bench.name, value, unit: bench.unit });
    const verdict = value <= bench.target ? "within target" : "OVER TARGET";
    console.info(
      `${bench.name.padEnd(40)} ${String(value).padStart(10)} ${bench.unit.padEnd(4)} (target <= ${bench.target}: ${verdict})`,
    );
  }
}
const resultsFile = path.join(here, "results.json");
const previous = filter
  ? (JSON.parse(await readFile(resultsFile, "utf8").catch(() => "[]")) as BenchResult[])
  : [];
const merged = [...previous.filter((p) => !results.some((r) => r.name === p.name)), ...results];
await writeFile(resultsFile, JSON.stringify(merged, null, 2) + "\n");
console.info(`wrote ${results.length} results to bench/results.json (${merged.length} in all)`);
