/**
 * Builds dist/, an installable Foundry module folder: one ES module entry, the manifest, CSS, templates,
 * lang and LevelDB packs, and turnkeeper.d.ts, the API's types for macro and module authors.
 * `--mode development` (npm run dev) also builds the Quench test batch, which never ships in a release build,
 * and leaves the types out.
 */
import { defineConfig, type Plugin } from "vite";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { API_TYPES_FILE, bundleApiTypes } from "./scripts/api-types.ts";
import { STATIC_DIRS, writeModuleFiles } from "./scripts/module-files.ts";

const root = import.meta.dirname;

function moduleFolder(dev: boolean): Plugin {
  let outDir = path.join(root, "dist");
  return {
    name: "turnkeeper-module-folder",
    configResolved(config) {
      outDir = path.resolve(root, config.build.outDir);
    },
    buildStart() {
      // Watch mode: a change to a template, style, string or pack source rebuilds the folder.
      for (const dir of [...STATIC_DIRS, "packs"]) this.addWatchFile(path.join(root, dir));
      this.addWatchFile(path.join(root, "module.json"));
    },
    async writeBundle() {
      await writeModuleFiles(root, outDir, dev ? ["turnkeeper-quench.js"] : []);
    },
  };
}

/** turnkeeper.d.ts, the API's types for macro and module authors: bundled beside the build, written after it. */
function apiTypes(): Plugin {
  let outDir = path.join(root, "dist");
  let types: Promise<string> | null = null;
  return {
    name: "turnkeeper-api-types",
    configResolved(config) {
      outDir = path.resolve(root, config.build.outDir);
    },
    buildStart() {
      types = bundleApiTypes(root);
      // Failing before writeBundle awaits it would be an unhandled rejection; the failure is reported there.
      types.catch(() => undefined);
    },
    async writeBundle() {
      if (types) await writeFile(path.join(outDir, API_TYPES_FILE), await types);
    },
  };
}

/** Vite's preload helper; `modulePreload: false` still wraps every import() in it (with no files to preload). */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * The preload helper as a plain call of the import: what `modulePreload: false` leaves it doing anyway, without
 * its link-preloading code (about 0.6 KB gzipped) in the start bundle.
 */
function plainImports(): Plugin {
  return {
    name: "turnkeeper-plain-imports",
    enforce: "pre",
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : undefined),
  };
}

export default defineConfig(({ mode }) => {
  const dev = mode === "development";
  const entries: Record<string, string> = { turnkeeper: "src/foundry/entry.ts" };
  if (dev) entries["turnkeeper-quench"] = "src/foundry/quench/index.ts";
  return {
    publicDir: false,
    build: {
      outDir: "dist",
      emptyOutDir: true,
      target: "es2022",
      // No preload helper: it would fetch lazy chunks from the server root ("/chunks/..."), not from the module's
      // folder. A chunk loads by the plain relative `import()`, which resolves from turnkeeper.js's own URL.
      modulePreload: false,
      sourcemap: dev,
      // Terser packs the module about 14% smaller (gzipped) than Vite's default minifier.
      minify: dev ? false : "terser",
      // Foundry runs in current Chromium and Electron: no Safari 10 workarounds.
      terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, safari10: false },
      // Entries, not library mode: Foundry loads turnkeeper.js as it is, so the build drops the pure
      // annotations library mode keeps for a downstream bundler.
      rollupOptions: {
        input: entries,
        preserveEntrySignatures: "allow-extension",
        // Turnkeeper's modules only declare things; nothing runs on import but the entries. Saying so lets a
        // module that an entry reaches only through a barrel (src/core, src/ui) stay out of the start bundle when
        // only a lazily loaded part uses it (writer.ts and the GM's windows are loaded on demand).
        treeshake: { moduleSideEffects: false },
        output: {
          format: "es",
          entryFileNames: "[name].js",
          chunkFileNames: "chunks/[name]-[hash].js",
          // Everything the entry loads at start in one chunk; what is loaded later in chunks of its own.
          codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] },
        },
      },
    },
    // A development build (npm run dev, rebuilt on every change) leaves the API's types out.
    plugins: dev ? [plainImports(), moduleFolder(dev)] : [plainImports(), moduleFolder(dev), apiTypes()],
  };
});
