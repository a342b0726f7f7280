/**
 * Browser figures: the module's JavaScript as shipped (gzipped), and how long Chromium takes to re-render
 * the real tracker (its template, its view model, the sandbox's host) with 200 combatants.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Benchmark } from "../harness";
import { startSandbox } from "../../test/browser/harness";

const root = path.resolve(import.meta.dirname, "../..");

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsFiles(full);
    return name.endsWith(".js") ? [full] : [];
  });
}

/** Builds the release module into a temporary folder and gzips every JavaScript file it ships. */
function moduleJsGzipKb(): number {
  const out = mkdtempSync(path.join(tmpdir(), "tk-bench-build-"));
  try {
    execFileSync("npx", ["vite", "build", "--outDir", out, "--logLevel", "error"], {
      cwd: root,
      stdio: "pipe",
    });
    const bytes = jsFiles(out).reduce(
      (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
      0,
    );
    return bytes / 1024;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Opens the sandbox with a fight of `size` combatants and times, in the page, re-rendering the tracker:
 * view model, template, DOM update and the layout that follows (a forced reflow), median of `samples`.
 * The tracker's long lists are `content-visibility: auto`, which leaves every new block, even one on screen,
 * to be laid out with the next frame: the blocks on screen are laid out here too, so the figure counts all
 * that a glance at the tracker needs.
 */
async function trackerRenderMs(size: number, samples = 25, warmup = 5): Promise<number> {
  const sandbox = await startSandbox();
  try {
    const { page } = await sandbox.open("?seed=200");
    const result = await page.evaluate(
      async ({ size, samples, warmup }) => {
        const sb = window.turnkeeperSandbox;
        if (!sb) throw new Error("The sandbox did not start");
        await sb.bench.sampleFight(size);
        const region = document.querySelector('[data-region="tracker"]');
        const times: number[] = [];
        for (let i = 0; i < warmup + samples; i++) {
          const start = performance.now();
          sb.bench.renderTracker();
          // Each block on screen, top to bottom: asking where its last part is lays it out.
          for (const block of region?.querySelectorAll(".tk-block") ?? []) {
            if (block.getBoundingClientRect().top >= window.innerHeight) break;
            void block.lastElementChild?.getBoundingClientRect();
          }
          const end = performance.now();
          if (i >= warmup) times.push(end - start);
        }
        times.sort((a, b) => a - b);
        // Where a render's time goes (the median of each part over a few more renders), and what it builds.
        // (No named functions in here: the bench runner's compiler would wrap them in a helper the page lacks.)
        const runs = Array.from({ length: 7 }, () => sb.bench.profileTracker()).filter((r) => r !== null);
        const parts: Record<string, number> = {};
        for (const key of ["view", "template", "dom", "layout"] as const) {
          const values = runs.map((r) => r[key]).sort((a, b) => a - b);
          parts[key] = values[Math.floor(values.length / 2)] ?? Number.NaN;
        }
        // And a whole frame, for the record: a render in a frame's callback until that frame is painted
        // (a task queued then runs once the frame's style, layout and paint are done).
        const frames: number[] = [];
        const channel = new MessageChannel();
        for (let i = 0; i < 9; i++) {
          frames.push(
            await new Promise<number>((resolve) =>
              requestAnimationFrame(() => {
                const start = performance.now();
                sb.bench.renderTracker();
                channel.port1.onmessage = () => resolve(performance.now() - start);
                channel.port2.postMessage(null);
              }),
            ),
          );
        }
        frames.sort((a, b) => a - b);
        const root = document.querySelector('[data-region="tracker"]');
        return {
          median: times[Math.floor(times.length / 2)] ?? Number.NaN,
          frame: frames[Math.floor(frames.length / 2)] ?? Number.NaN,
          parts,
          html: root?.innerHTML.length ?? 0,
          elements: root?.querySelectorAll("*").length ?? 0,
        };
      },
      { size, samples, warmup },
    );
    const ms = (key: string) => (result.parts[key] ?? Number.NaN).toFixed(1);
    console.info(
      `  tracker render parts (ms): view model ${ms("view")}, template ${ms("template")}, DOM ${ms("dom")}, ` +
        `layout ${ms("layout")}; ${Math.round(result.html / 1024)} KB of HTML, ${result.elements} elements; ` +
        `a whole frame to painted ${result.frame.toFixed(1)}`,
    );
    return result.median;
  } finally {
    await sandbox.close();
  }
}

export const benchmarks: readonly Benchmark[] = [
  {
    name: "tracker.render-200-combatants",
    unit: "ms",
    target: 16,
    run: () => trackerRenderMs(200),
  },
  {
    name: "bundle.module-js-gzip-kb",
    unit: "KB",
    target: 40,
    run: moduleJsGzipKb,
  },
];
