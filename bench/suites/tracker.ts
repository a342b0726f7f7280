/**
 * The tracker in Chromium: re-rendering the real tracker (its view model, its template, the sandbox's host)
 * with 20, 200 and 1,000 combatants, beside a floor in the same page: the same names as bare list items,
 * put in with one `innerHTML`. Each time counts the layout that follows (forced), as a frame would.
 */
import { startSandbox } from "../../test/browser/harness";
import { ratio, timeSideBySide, type Benchmark, type Figure } from "../harness";

const SIZES = [20, 200, 1000];

/** In the page: the render and the floor side by side, and where a render's time goes. */
async function renderBesideFloor(size: number) {
  const sandbox = await startSandbox();
  try {
    const { page } = await sandbox.open("?seed=200");
    // The harness's own timing code, as the runner's compiler left it (its `__name` calls keep names).
    await page.evaluate(
      `globalThis.__name ??= (f) => f; globalThis.timeSideBySide = ${timeSideBySide.toString()};`,
    );
    return await page.evaluate(async (size) => {
      const sb = window.turnkeeperSandbox;
      const time = (globalThis as unknown as { timeSideBySide: typeof timeSideBySide }).timeSideBySide;
      if (!sb) throw new Error("The sandbox did not start");
      await sb.bench.sampleFight(size);
      const region = document.querySelector<HTMLElement>('[data-region="tracker"]');
      if (!region) throw new Error("No tracker region");
      const names = [...region.querySelectorAll(".tk-member__name")].map((n) => n.innerHTML);
      if (names.length !== size) throw new Error(`The tracker lists ${names.length} of ${size} combatants`);
      // Over the page and contained, so putting the floor in lays out nothing else (not even a scrollbar).
      const floor = document.createElement("div");
      floor.style.cssText = `position:fixed;top:0;left:0;width:${region.clientWidth}px;height:100vh;overflow:hidden;contain:strict`;
      document.body.append(floor);
      const render = () => {
        sb.bench.renderTracker();
        // Each block on screen, top to bottom: asking where its last part is lays it out (the tracker's long
        // lists are `content-visibility: auto`, laid out with the frame that shows them).
        for (const block of region.querySelectorAll(".tk-block")) {
          if (block.getBoundingClientRect().top >= window.innerHeight) break;
          void block.lastElementChild?.getBoundingClientRect();
        }
      };
      const bare = () => {
        floor.innerHTML = `<ul>${names.map((n) => `<li>${n}</li>`).join("")}</ul>`;
        void floor.offsetHeight;
      };
      const [ms = Number.NaN, floorMs = Number.NaN] = await time([render, bare], { budgetMs: 2000 });
      floor.remove();
      const runs = Array.from({ length: 7 }, () => sb.bench.profileTracker()).filter((r) => r !== null);
      const parts = (["view", "template", "dom", "layout"] as const).map(
        (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[runs.length >> 1] ?? Number.NaN,
      );
      return {
        ms,
        floorMs,
        parts,
        kb: region.innerHTML.length / 1024,
        elements: region.querySelectorAll("*").length,
      };
    }, size);
  } finally {
    await sandbox.close();
  }
}

export const benchmarks: readonly Benchmark[] = [
  {
    name: "tracker.render",
    async run() {
      const figures: Figure[] = [];
      const renders: number[] = [];
      const floors: number[] = [];
      for (const size of SIZES) {
        const r = await renderBesideFloor(size);
        const [view, template, dom, layout] = r.parts.map((p) => p.toFixed(1));
        console.info(
          `  ${size} combatants: view model ${view} ms, template ${template}, DOM ${dom}, layout ${layout}; ` +
            `${Math.round(r.kb)} KB of HTML, ${r.elements} elements`,
        );
        renders.push(r.ms);
        floors.push(r.floorMs);
        figures.push(
          { name: `tracker.render-${size}-combatants`, value: r.ms, unit: "ms" },
          { name: `tracker.floor-${size}-combatants`, value: r.floorMs, unit: "ms" },
          ratio(`tracker.render-vs-floor-${size}-combatants`, r.ms / r.floorMs),
        );
      }
      figures.push(
        ratio("tracker.render-growth-20-to-1000", renders.at(-1)! / renders[0]!),
        ratio("tracker.floor-growth-20-to-1000", floors.at(-1)! / floors[0]!),
      );
      return figures;
    },
  },
];
