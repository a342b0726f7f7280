/**
 * The Foundry contract, checked live: one scenario per entry in docs/contract/<file>.md that a world can show
 * (entries needing a second browser or the screen say they are checked by hand). Each scenario runs through
 * the same env the adapter uses, so Vitest runs it against the fake in its v13 and v14 modes
 * (test/foundry/quench/contract.test.ts) and Quench runs it in a real world. Only the token-light scenario
 * writes, and it puts the token back as it was.
 */
import { ok } from "../../core";
import { CARD_TEMPLATE } from "../../ui";
import { currentRollMode, deletion } from "../setup/compat";
import { MODULE_ID, TEMPLATE_ROOT } from "../setup/constants";
import type { TokenLightFlag } from "../env/documents";
import type { FoundryEnv } from "../env/ports";
import { requestsFor, type RequestType } from "../session/requests";
import { turnkeeperOf } from "../setup/start";
import { apiOf, until, type ScenarioBatch } from "./scenario";

/** The veer table in Turnkeeper's own compendium (packs/tables/veer.json). */
export const VEER_TABLE = `Compendium.${MODULE_ID}.tables.RollTable.E3MHo5farwCm5MIG`;

/** A request whose answer is who the active GM's client says sent it: the server's word, seen from here. */
export const WHO_AM_I: RequestType<null, string | null> = {
  type: "contract.whoami",
  validate: () => ok(null),
  authorize: () => null,
  handle: (ctx) => ctx.user.id,
};

const registered = new WeakSet<FoundryEnv>();
/** Registers the who-am-I request on this client (the development build does it on every client). */
export function registerContractRequests(env: FoundryEnv): void {
  if (registered.has(env)) return;
  registered.add(env);
  requestsFor(env).register(WHO_AM_I);
}

export const contractBatch: ScenarioBatch = {
  id: "turnkeeper.contract",
  title: "Turnkeeper: the Foundry contract",
  scenarios: [
    {
      name: "game.time: worldTime is a number of seconds; serverTime follows the server's clock",
      writesWorld: false,
      run(env, assert) {
        assert.ok(Number.isFinite(env.game.time.worldTime), "worldTime is a number");
        const drift = Math.abs(env.game.time.serverTime - Date.now());
        assert.ok(
          drift < 10 * 60_000,
          `serverTime is within 10 minutes of this computer's clock (${drift} ms)`,
        );
      },
    },
    {
      name: "game.users.activeGM: an active GM, the same one every client picks",
      writesWorld: false,
      run(env, assert) {
        const gm = env.game.users.activeGM;
        assert.ok(gm?.isGM && gm.active, "an active GM is logged in");
        const viaList = [...env.game.users].filter((u) => u.isGM && u.active).map((u) => u.id);
        assert.ok(viaList.includes(gm?.id ?? null), "activeGM is one of the active GMs in game.users");
      },
    },
    {
      name: "game.socket: the GM's client learns who sent a request from the server, not from the message",
      writesWorld: false,
      async run(env, assert) {
        const reply = await requestsFor(env).send<string | null>(WHO_AM_I.type, null, { quiet: true });
        assert.deepEqual(reply, { ok: true, value: env.game.user?.id ?? null });
      },
    },
    {
      name: "game.settings: Turnkeeper's settings are registered; the roll mode reads in v13's names",
      writesWorld: false,
      run(env, assert) {
        assert.equal(typeof env.settings.get(MODULE_ID, "preset"), "string");
        const mode = currentRollMode(env);
        assert.ok(["publicroll", "gmroll", "blindroll", "selfroll"].includes(mode), `roll mode ${mode}`);
      },
    },
    {
      name: "CONFIG.time.roundTime is the system's: following the preset leaves it as it was",
      writesWorld: false,
      run(env, assert) {
        const { time } = env.config;
        const system = time.roundTime;
        assert.ok(Number.isFinite(system) && system > 0, `roundTime ${system}`);
        // A value no preset's combat round has, so a write would show; put back at once (nothing runs between).
        time.roundTime = 0.5;
        try {
          turnkeeperOf(env)?.tk.rulesChanged();
          assert.equal(time.roundTime, 0.5, "Turnkeeper left CONFIG.time.roundTime alone");
        } finally {
          time.roundTime = system;
        }
      },
    },
    {
      name: "Roll: a formula with dice evaluates asynchronously, with its die terms",
      writesWorld: false,
      async run(env, assert) {
        const roll = await env.dice.roll("2d6+1");
        assert.ok(roll.total !== undefined && roll.total >= 3 && roll.total <= 13, `total ${roll.total}`);
        assert.deepEqual(
          roll.dice.map((d) => [d.faces, d.results.length]),
          [[6, 2]],
        );
      },
    },
    {
      name: "RollTable#roll on a compendium table (fromUuid) gives the roll and the result's text",
      writesWorld: false,
      async run(env, assert) {
        const table = await env.documents.table(VEER_TABLE);
        assert.ok(table, `Turnkeeper's veer table is found by ${VEER_TABLE}`);
        const draw = await table?.roll();
        assert.ok(draw && draw.text.length > 0, "the draw has a result's text");
        assert.ok(draw?.roll.total !== undefined && draw.roll.total >= 1 && draw.roll.total <= 20);
      },
    },
    {
      name: "renderTemplate renders Turnkeeper's chat card with the localize helper",
      writesWorld: false,
      async run(env, assert) {
        const html = await env.templates.render(`${TEMPLATE_ROOT}/${CARD_TEMPLATE}`, {
          title: "Contract",
          lines: [],
          tone: "neutral",
        });
        assert.ok(html.includes("Contract"), "the card shows its title");
      },
    },
    {
      name: "foundry.utils.randomID gives 16 letters and digits",
      writesWorld: false,
      run(env, assert) {
        assert.ok(/^[A-Za-z0-9]{16}$/.test(env.utils.randomID()));
      },
    },
    {
      name: "fromUuidSync finds the active scene by its UUID, with its tokens and regions",
      writesWorld: false,
      run(env, assert) {
        const scene = env.documents.activeScene();
        assert.ok(scene, "the world has an active scene to check against");
        const again = scene && env.documents.scene(scene.uuid);
        assert.equal(again?.uuid, scene?.uuid);
        assert.ok(Array.isArray(again?.tokens()) && Array.isArray(again.regions()));
      },
    },
    {
      name: "game.paused: the running clock is held for the pause exactly while the game is paused",
      writesWorld: false,
      async run(env, assert) {
        const paused = env.game.paused;
        assert.equal(typeof paused, "boolean", "game.paused");
        const held = () => apiOf(env).state().running.held.includes("pause");
        await until(() => held() === paused);
        assert.equal(held(), paused, "the running clock's hold follows it");
      },
    },
    {
      name: "TokenDocument#update: a light set with Turnkeeper's flag, then put back with the flag deleted",
      writesWorld: true,
      async run(env, assert) {
        const token = env.documents.activeScene()?.tokens()[0];
        assert.ok(token, "the active scene has a token to light");
        if (!token) return;
        const before = token.lightData();
        const flag: TokenLightFlag = { source: "contract", previous: before };
        await token.update({ light: { ...before, dim: 7, bright: 3 }, "flags.turnkeeper.light": flag });
        const lit = env.documents.token(token.uuid);
        assert.deepEqual([lit?.lightData().dim, lit?.lightFlag()?.source], [7, "contract"]);
        await token.update({ light: before, ...deletion(env, "flags.turnkeeper.light") });
        const back = env.documents.token(token.uuid);
        assert.deepEqual([back?.lightData().dim, back?.lightFlag()], [before.dim, null]);
      },
    },
  ],
};
