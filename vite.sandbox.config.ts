/**
 * The sandbox: Turnkeeper's real templates, styles, view models and rules core in a plain page, no Foundry.
 * `npm start` serves it on 127.0.0.1 (scripts/sandbox-serve.ts); `npm run build:sandbox` writes a static,
 * offline folder to release/sandbox/ whose index.html also opens straight from disk (file://): the bundle is
 * one classic script, not an ES module, because browsers refuse module scripts from file:// pages.
 */
import { defineConfig, type Plugin, type UserConfig } from "vite";
import path from "node:path";

const root = import.meta.dirname;
export const SANDBOX_ROOT = path.join(root, "src/sandbox");
export const SANDBOX_OUT = path.join(root, "release/sandbox");

/** Packages the sandbox loads: optimized when the server starts, so no first visit reloads the page. */
const DEPS = ["handlebars", "@dice-roller/rpg-dice-roller"];

/** A classic `<script defer>` instead of `type="module"`, so the built page runs from file:// too. */
function classicScript(): Plugin {
  return {
    name: "turnkeeper-sandbox-classic-script",
    apply: "build",
    enforce: "post",
    transformIndexHtml(html) {
      return html
        .replace(/<script type="module" crossorigin src=/g, "<script defer src=")
        .replace(/<link rel="stylesheet" crossorigin href=/g, '<link rel="stylesheet" href=')
        .replace(/<link rel="modulepreload"[^>]*>\s*/g, "");
    },
  };
}

export function sandboxConfig(overrides: { cacheDir?: string } = {}): UserConfig {
  return {
    root: SANDBOX_ROOT,
    base: "./",
    publicDir: false,
    // Tests and benchmarks pass a cache of their own so parallel runs never share a half-written one.
    cacheDir: overrides.cacheDir ?? path.join(root, "node_modules/.vite-sandbox"),
    clearScreen: false,
    server: {
      host: "127.0.0.1",
      port: 5180,
      strictPort: false,
      // The page reads templates, styles and strings from the repository root.
      fs: { allow: [root] },
    },
    preview: { host: "127.0.0.1", port: 5181 },
    optimizeDeps: { include: DEPS, entries: [path.join(SANDBOX_ROOT, "*.html")] },
    build: {
      outDir: SANDBOX_OUT,
      emptyOutDir: true,
      target: "es2022",
      modulePreload: false,
      assetsInlineLimit: 0,
      // Most of the sandbox's weight is the dice library's maths engine; it is not part of the module.
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        input: path.join(SANDBOX_ROOT, "index.html"),
        output: { format: "iife", entryFileNames: "assets/sandbox-[hash].js" },
        onLog(level, log, handler) {
          // random-js mentions Node's crypto for its Node engine; the page uses the browser's.
          if (log.message.includes('Module "crypto" has been externalized')) return;
          handler(level, log);
        },
      },
    },
    plugins: [classicScript()],
  };
}

export default defineConfig(sandboxConfig());
