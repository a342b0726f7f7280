/**
 * Starts what a browser test needs: the sandbox on a Vite server at 127.0.0.1 on a free port (with a cache
 * of its own, so parallel or repeated runs never share one) and Debian's Chromium through playwright-core,
 * which never downloads a browser. `close()` stops both and removes the temporary folders.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, vi } from "vitest";
import { build, createServer, preview, type ViteDevServer } from "vite";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sandboxConfig } from "../../vite.sandbox.config";

export const CHROMIUM = process.env.TURNKEEPER_CHROMIUM ?? "/usr/bin/chromium";

/** Flags that keep Chromium quiet on a closed network and happy in a container. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium package (.ci/run does).`);
  }
  // Playwright gives every launch a fresh temporary user-data dir of its own.
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface SandboxServer {
  readonly url: string;
  /** The static build's folder, when serving one. */
  readonly dir?: string;
  close(): Promise<void>;
}

/** The sandbox's Vite dev server on a free port of 127.0.0.1. */
export async function serveSandbox(): Promise<SandboxServer> {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "tk-sandbox-vite-"));
  const base = sandboxConfig({ cacheDir });
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      ...base,
      configFile: false,
      logLevel: "error",
      server: { ...base.server, port: 0, strictPort: true, hmr: false, watch: null },
    });
    await server.listen();
  } catch (error) {
    rmSync(cacheDir, { recursive: true, force: true });
    throw error;
  }
  const address = server.httpServer?.address();
  if (address === null || address === undefined || typeof address === "string") {
    await server.close();
    throw new Error("The sandbox server has no TCP address");
  }
  const running = server;
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      await running.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/**
 * A static build of the sandbox (what `npm run build:sandbox` writes) served on a free port of 127.0.0.1:
 * one script per page, so each page loads in a blink, and the offline artifact itself is what is tested.
 */
export async function serveBuiltSandbox(): Promise<SandboxServer> {
  const tmp = mkdtempSync(path.join(tmpdir(), "tk-sandbox-build-"));
  const outDir = path.join(tmp, "site");
  const base = sandboxConfig({ cacheDir: path.join(tmp, "cache") });
  try {
    await build({ ...base, configFile: false, logLevel: "error", build: { ...base.build, outDir } });
    const server = await preview({
      ...base,
      configFile: false,
      logLevel: "error",
      build: { ...base.build, outDir },
      preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
    });
    const address = server.httpServer.address();
    if (address === null || typeof address === "string")
      throw new Error("The preview server has no TCP address");
    return {
      url: `http://127.0.0.1:${address.port}/`,
      dir: outDir,
      async close() {
        await server.close();
        rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

export interface Sandbox {
  readonly url: string;
  /** The static build's folder (not for the dev server). */
  readonly dir?: string;
  readonly browser: Browser;
  /** A new browser context (its own localStorage) with a page on the sandbox, ready to use. */
  open(
    query?: string,
    options?: { width?: number; height?: number; scale?: number },
  ): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
  close(): Promise<void>;
}

/**
 * For a test file: starts the sandbox's static build and a browser before its tests and closes both after,
 * with room for a slow or busy machine (a browser test is a few seconds of clicking).
 */
export function useSandbox(): Sandbox {
  vi.setConfig({ testTimeout: 60_000 });
  let started: Sandbox | undefined;
  beforeAll(async () => {
    started = await startSandbox();
  });
  afterAll(async () => {
    await started?.close();
  });
  const live = () => {
    if (!started) throw new Error("The sandbox is not running: use it inside a test");
    return started;
  };
  return {
    get url() {
      return live().url;
    },
    get dir() {
      return live().dir;
    },
    get browser() {
      return live().browser;
    },
    open: (query, options) => live().open(query, options),
    close: () => live().close(),
  };
}

/** The sandbox and a browser: by default its static build; `{ dev: true }` for the `npm start` server. */
export async function startSandbox(options: { dev?: boolean } = {}): Promise<Sandbox> {
  const server = options.dev ? await serveSandbox() : await serveBuiltSandbox();
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: server.url,
    ...(server.dir === undefined ? {} : { dir: server.dir }),
    browser,
    async open(query = "", options = {}) {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
        deviceScaleFactor: options.scale ?? 1,
      });
      const page = await context.newPage();
      const problems = watchProblems(page, server.url);
      await page.goto(server.url + query);
      await waitReady(page);
      return { context, page, problems };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The sandbox sets data-ready on <html> once it has rendered (a reload clears and sets it again), and
 * data-busy while an action runs; this waits until it is ready and nothing is running.
 */
export async function waitReady(page: Page): Promise<void> {
  await page.locator("html[data-ready]:not([data-busy])").waitFor({ state: "attached" });
}

/** Does something that reloads the page (import, preset, reset), and waits until the new page is ready. */
export async function reloadedBy(page: Page, action: () => Promise<unknown>): Promise<void> {
  const loaded = page.waitForEvent("load");
  await action();
  await loaded;
  await waitReady(page);
}

/** Clicks, then waits until the action it started has settled. */
export async function press(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().click();
  await waitReady(page);
}

/**
 * Presses a clock button that asks a procedure's form, fills the form (text and selects by value, checkboxes
 * by true or false), goes ahead and waits until what it started has settled.
 */
export async function answer(
  page: Page,
  action: string,
  fields: Readonly<Record<string, string | boolean>> = {},
): Promise<void> {
  await page.locator(`.tk-clock [data-action="${action}"]`).first().click();
  const dialog = page.locator("dialog.tks-dialog[open]");
  await dialog.waitFor();
  for (const [name, value] of Object.entries(fields)) {
    const field = dialog.locator(`[name="${name}"]`);
    if (typeof value === "boolean") await field.setChecked(value);
    else if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
  await closeDialog(page, "confirm");
  await waitReady(page);
}

/**
 * Answers the question open in the sandbox's own dialog (the go-ahead button, or Cancel) once it has opened,
 * and returns it; waits for that dialog to go, not for every dialog (the next may open at once).
 */
export async function answerQuestion(page: Page, yes: boolean): Promise<string> {
  const dialog = page.locator("dialog.tks-dialog[open]");
  const question = (await dialog.locator(".tks-dialog-question").textContent()) ?? "";
  await closeDialog(page, yes ? "confirm" : "cancel");
  return question;
}

/**
 * Presses the open dialog's button (`confirm` or `cancel`) and waits for that dialog to go: marked first, so
 * the wait is for this one, not for a question it opens at once (and a reload takes it away too).
 */
export async function closeDialog(page: Page, button: "confirm" | "cancel"): Promise<void> {
  const dialog = page.locator("dialog.tks-dialog[open]");
  await dialog.evaluate((el) => el.setAttribute("data-answered", ""));
  await dialog.locator(`[data-sandbox-dialog="${button}"]`).click();
  await page.locator("dialog[data-answered]").waitFor({ state: "detached" });
}

/**
 * Clicks a space of the map and answers each stop's question (go on, or stop there), until the move has
 * settled; returns the questions asked, in order.
 */
export async function travelTo(page: Page, col: number, row: number, goOn: boolean): Promise<string[]> {
  await page.locator(`.tks-map-svg [data-col="${col}"][data-row="${row}"]`).click();
  const asked: string[] = [];
  const dialog = page.locator("dialog.tks-dialog[open]");
  const settled = page.locator("html[data-ready]:not([data-busy])");
  for (;;) {
    await settled.or(dialog).first().waitFor({ state: "attached" });
    if ((await dialog.count()) === 0) return asked;
    asked.push(await answerQuestion(page, goOn));
  }
}

/**
 * Ends the acting combatant's turn through the tracker's prompt: the option `option` (a weapon id) when it
 * is offered, else a Recovery Time of `custom` segments.
 */
export async function endTurn(page: Page, option: string, custom = "6"): Promise<void> {
  // Who acts is read afresh if the tracker was redrawn between reading it and clicking (a busy machine).
  for (let attempt = 1; ; attempt++) {
    await waitReady(page);
    const id = await page.locator('.tk-member[data-acting="true"]').first().getAttribute("data-combatant-id");
    try {
      await page
        .locator(`[data-combatant-id="${id}"] [data-action="tkEndTurn"]`)
        .first()
        .click({ timeout: 8_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const dialog = page.locator("dialog.tks-dialog[open]");
  await dialog.waitFor();
  const choice = dialog.locator(`input[name="option"][value="${option}"]`);
  if ((await choice.count()) > 0) await choice.check();
  else await dialog.locator('input[name="custom"]').fill(custom);
  await dialog.locator('[data-sandbox-dialog="confirm"]').click();
  await dialog.waitFor({ state: "detached" });
  await waitReady(page);
}

/**
 * Collects what should never happen: uncaught errors, console errors, and requests that leave the page's
 * own origin (the sandbox must load nothing from a CDN and work offline).
 */
export function watchProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  const own = new URL(origin);
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("request", (r) => {
    const url = new URL(r.url());
    const local = url.protocol === "data:" || url.protocol === "blob:" || url.protocol === "file:";
    if (!local && url.host !== own.host) problems.push(`request outside the sandbox: ${r.url()}`);
  });
  return problems;
}
