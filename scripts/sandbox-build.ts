/**
 * `npm run build:sandbox`: a static, offline copy of the sandbox in release/sandbox/ (or the folder given as
 * the first argument). Serve it with any static server, or open index.html straight from disk.
 */
import { build } from "vite";
import path from "node:path";
import { SANDBOX_OUT, sandboxConfig } from "../vite.sandbox.config.ts";

const outDir = path.resolve(process.argv[2] ?? SANDBOX_OUT);
const config = sandboxConfig();
await build({ ...config, configFile: false, logLevel: "warn", build: { ...config.build, outDir } });
console.info(`Turnkeeper sandbox built in ${path.relative(process.cwd(), outDir) || "."}/ (open index.html)`);
