import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 120_000,
    projects: [
      // Everything, with the Foundry fake standing for v13.
      { extends: true, test: { name: "v13", include: ["test/**/*.test.ts"] } },
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
    ],
  },
});
