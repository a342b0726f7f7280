/**
 * Scenarios for the clock in a world: one world-time change per GM action, processed once; encounter checks
 * rolled with Foundry's Roll; a custom preset with a mistake refused by the preset editor while the last valid
 * one stays. Each scenario undoes what it did. Run by Vitest against the fake (test/foundry/quench/clock.test.ts) and by
 * Quench in a real world (src/foundry/quench/index.ts).
 */
import { logEntries } from "../../core";
import { MODULE_ID, TEMPLATE_ROOT } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import { turnkeeperOf } from "../setup/start";
import { effectivePreset, SETTING } from "../setup/settings";
import { apiOf, until, type Scenario, type ScenarioAssert, type ScenarioBatch } from "./scenario";

/**
 * Waits until the stored state has caught up with the world clock (the active GM processes asynchronously): the
 * world time it was brought up to, which the party in play's may stand behind (issue 22).
 */
export async function caughtUp(env: FoundryEnv, assert: ScenarioAssert, timeoutMs = 5000): Promise<void> {
  await until(() => apiOf(env).state().worldTime === env.game.time.worldTime, timeoutMs);
  assert.equal(apiOf(env).state().worldTime, env.game.time.worldTime, "the state caught up with the clock");
}

/** Waits for the next call of a hook, or gives up. */
function nextHook(env: FoundryEnv, hook: string, timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    env.Hooks.once(hook, ((payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

/**
 * Two parties (issue 22): scouts split off and go a turn ahead, moving the world clock; the party left behind
 * then takes its turn on its own time, with no world-time write; the two merge at one time and the turn is
 * undone, the world clock back where it was (the scouts' turn stays in the campaign record).
 */
const partiesScenario: Scenario = {
  name: "keeps a party behind the world on its own time, then merges it back",
  writesWorld: true,
  async run(env, assert) {
    await caughtUp(env, assert);
    const api = apiOf(env);
    const preset = effectivePreset(env);
    const unit = preset.time.modes.dungeon;
    const turn = preset.time.units.find((u) => u.id === unit)?.seconds ?? 0;
    const before = env.game.time.worldTime;
    const first = api.state().party.id;
    assert.equal((await api.splitParty("Quench scouts", ["Quench.scout"])).ok, true, "the scouts split off");
    const scouts = api.state().others.at(-1)?.party.id ?? "";
    await api.switchParty(scouts);
    assert.deepEqual(await api.advanceUnit(unit), { ok: true, seconds: turn });
    await caughtUp(env, assert);
    await api.switchParty(first);
    assert.deepEqual(await api.advanceUnit(unit), { ok: true, seconds: 0 }, "no world-time write");
    await caughtUp(env, assert);
    assert.equal(env.game.time.worldTime, before + turn, "the world clock stayed with the scouts");
    const entry = logEntries(api.state().keeper)[0];
    assert.equal(entry?.to, before + turn, "the turn logged at the party's own time");
    assert.equal((await api.mergeParties(scouts, first)).ok, true, "the two merged");
    await api.undo(entry?.id);
    await caughtUp(env, assert);
    assert.equal(env.game.time.worldTime, before, "the undo moved the clock back");
    assert.deepEqual(api.state().others, [], "one party again");
  },
};

/**
 * The clock panel's template rendered by Foundry's Handlebars with the panel's own context (the window itself,
 * moved, minimized and reopened, is checked by hand): the reading, the GM's party line, and the line of a
 * failed session task with its Retry button (given a failure, as none is under way).
 */
const panelRenders: Scenario = {
  name: "renders the clock panel: the reading, the GM's party line with Split, a failed task's Retry",
  writesWorld: false,
  async run(env, assert) {
    const panel = turnkeeperOf(env)?.panel;
    assert.ok(panel, "the clock panel");
    if (!panel) return;
    const context = await panel.context();
    const html = await env.templates.render(`${TEMPLATE_ROOT}/${panel.template}`, {
      ...context,
      failed: "Quench: a failed task",
    });
    assert.ok(html.includes(apiOf(env).reading()), "the clock's reading");
    assert.ok(html.includes('data-action="splitParty"'), "the GM's Split on the party line");
    assert.ok(/Quench: a failed task[\s\S]*data-action="retry"/.test(html), "the Retry line");
  },
};

export const clockBatch: ScenarioBatch = {
  id: "turnkeeper.clock",
  title: "Turnkeeper: the clock",
  scenarios: [
    {
      name: "reads the world clock in the preset's units",
      writesWorld: false,
      run(env, assert) {
        const reading = apiOf(env).reading();
        assert.ok(reading.length > 0, "a reading");
        assert.equal(apiOf(env).now(), env.game.time.worldTime);
      },
    },
    {
      name: "advances one turn with one change of world time, logged with its reason, then undoes it",
      writesWorld: true,
      async run(env, assert) {
        await caughtUp(env, assert);
        const preset = effectivePreset(env);
        const turn = preset.time.units.find((u) => u.id === preset.time.modes.dungeon)?.seconds ?? 0;
        const before = env.game.time.worldTime;
        const outcome = await apiOf(env).advanceUnit(preset.time.modes.dungeon);
        assert.deepEqual(outcome, { ok: true, seconds: turn });
        await caughtUp(env, assert);
        assert.equal(env.game.time.worldTime - before, turn, "the clock moved one turn");
        const entry = logEntries(apiOf(env).state().keeper)[0];
        assert.equal(entry?.reason.kind, preset.time.modes.dungeon);
        assert.deepEqual(await apiOf(env).undo(entry?.id), { ok: true, seconds: -turn });
        await caughtUp(env, assert);
        assert.equal(env.game.time.worldTime, before, "undo moved the clock back");
      },
    },
    {
      name: "rolls an encounter check with Foundry's dice and announces it",
      writesWorld: true,
      async run(env, assert) {
        const rolled = nextHook(env, "turnkeeper.checkRolled");
        const outcome = await apiOf(env).checkEncounter();
        assert.deepEqual(outcome, { ok: true, seconds: 0 });
        const payload = (await rolled) as { check?: string; roll?: number } | undefined;
        assert.equal(payload?.check, "encounter");
        assert.ok(typeof payload?.roll === "number" && payload.roll >= 1, "a die was rolled");
      },
    },
    partiesScenario,
    panelRenders,
    {
      name: "refuses a custom preset with a mistake and keeps the last valid one",
      writesWorld: false,
      async run(env, assert) {
        const editor = await turnkeeperOf(env)?.presets();
        assert.ok(editor, "the preset editor exists");
        const valid = env.settings.get(MODULE_ID, SETTING.customPresetValid);
        const before = effectivePreset(env).id;
        await editor?.act("save", {}, { json: '{"version": 1, "id": "broken"' });
        await editor?.act(
          "save",
          {},
          { json: JSON.stringify({ ...effectivePreset(env), version: 1, time: 5 }) },
        );
        assert.deepEqual(env.settings.get(MODULE_ID, SETTING.customPresetValid), valid, "last valid kept");
        assert.equal(effectivePreset(env).id, before);
      },
    },
  ],
};
