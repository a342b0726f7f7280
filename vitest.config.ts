import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 120_000,
    projects: [
      // Everything but the browser, with the Foundry fake standing for v13.
      { extends: true, test: { name: "v13", include: ["test/**/*.test.ts"], exclude: ["test/browser/**"] } },
      // The adapter's tests again, with the fake standing for v14 (test/fakes/foundry.ts, `generation`).
      {
        extends: true,
        test: {
          name: "v14",
          include: ["test/foundry/**/*.test.ts", "test/fakes/**/*.test.ts"],
          env: { TURNKEEPER_FOUNDRY: "14" },
          setupFiles: ["test/fakes/v14-setup.ts"],
        },
      },
      // The sandbox in Chromium. On a loaded 2-core machine a click can outwait its timeout, so a browser test
      // gets a second try; one that fails twice fails the run.
      {
        extends: true,
        test: { name: "browser", include: ["test/browser/**/*.test.ts"], retry: 1, testTimeout: 60_000 },
      },
    ],
  },
});
