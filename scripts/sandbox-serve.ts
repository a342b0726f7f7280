/**
 * `npm start`: serves the sandbox on 127.0.0.1 (the first free port from 5180) and prints its address.
 * `npm start -- --port 8080` picks another port. Stop with Ctrl+C.
 */
import { createServer } from "vite";
import { sandboxConfig } from "../vite.sandbox.config.ts";

const portArg = process.argv.indexOf("--port");
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : undefined;
const config = sandboxConfig();

const server = await createServer({
  ...config,
  configFile: false,
  logLevel: "warn",
  server: { ...config.server, ...(port === undefined ? {} : { port, strictPort: true }) },
});
await server.listen();
const address = server.httpServer?.address();
const url =
  address && typeof address === "object"
    ? `http://127.0.0.1:${address.port}/`
    : server.resolvedUrls?.local[0];
console.info(`\n  Turnkeeper sandbox: ${url}\n\n  Open it in a browser; Ctrl+C stops the server.\n`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
