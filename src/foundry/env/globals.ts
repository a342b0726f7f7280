/** The FoundryEnv made of the real Foundry globals, shared by the module entry and the Quench entry. */
import { menuLauncher, openWindow } from "../apps/windows";
import { MODULE_ID } from "../setup/constants";
import { registerAreaBehavior } from "../map/foundry-behavior";
import type { ChatMessageData } from "./chat";
import type {
  ActorLike,
  AreaHolder,
  LightData,
  RegionLike,
  SceneLike,
  TableLike,
  TokenLightFlag,
  TokenLike,
} from "./documents";
import type { FoundryEnv } from "./ports";
import type { SettingsPort } from "./settings";
import type { UserLike } from "./users";

const ready = () => game as ReadyGame;

function tokenPort(doc: TokenDocument.Implementation): TokenLike {
  return {
    uuid: doc.uuid,
    name: doc.name,
    actorId: doc.actorId,
    actorLink: doc.actorLink,
    lightData: () => doc.toObject().light as LightData,
    lightFlag: () => (doc.getFlag("turnkeeper", "light") as TokenLightFlag | undefined) ?? null,
    // Dotted paths and deletion operators are Foundry's own update syntax, which the typed form cannot express.
    update: (changes) => doc.update(changes as TokenDocument.UpdateData),
  };
}

/** A scene's or a region's flag methods (`Document#getFlag`...), as far as the `turnkeeper.area` flag goes. */
interface AreaFlagged {
  readonly uuid: string;
  readonly name: string;
  getFlag(scope: "turnkeeper", key: "area"): object | undefined;
  setFlag(scope: "turnkeeper", key: "area", value: object): Promise<unknown>;
  unsetFlag(scope: "turnkeeper", key: "area"): Promise<unknown>;
}

/** A scene or region keeps its area in the `turnkeeper.area` flag. */
function areaHolder(doc: AreaFlagged): AreaHolder {
  return {
    uuid: doc.uuid,
    name: doc.name,
    areaFlag: () => doc.getFlag("turnkeeper", "area") ?? null,
    setAreaFlag: (area) =>
      area === null ? doc.unsetFlag("turnkeeper", "area") : doc.setFlag("turnkeeper", "area", area),
  };
}

function regionPort(doc: RegionDocument.Implementation): RegionLike {
  return { ...areaHolder(doc), tokenUuids: () => [...doc.tokens].map((token) => token.uuid) };
}

function scenePort(doc: Scene.Implementation): SceneLike {
  return {
    ...areaHolder(doc),
    tokens: () => doc.tokens.contents.map(tokenPort),
    regions: () => doc.regions.contents.map(regionPort),
  };
}

function tablePort(doc: RollTable.Implementation): TableLike {
  return {
    uuid: doc.uuid,
    name: doc.name,
    async roll() {
      // A background draw never asks for dice entered by hand: the table's formula is rolled first with
      // `allowInteractive: false` and handed to the draw (`RollTable#roll({ roll })`).
      const roll = doc.formula
        ? await new Roll(doc.formula).evaluate({ allowInteractive: false })
        : undefined;
      const draw = await doc.roll(roll ? { roll } : {});
      const text = draw.results.map((r) => r.name || r.description).join("; ");
      return { roll: draw.roll, text };
    },
  };
}

const actorPort = (doc: unknown): ActorLike | null => (doc instanceof Actor ? doc : null);

export const currentEnv: FoundryEnv = {
  // The env is only read inside hook callbacks (`init` and later), when Foundry has built these objects;
  // the types model the uninitialised game too, hence the narrowing to the ready game.
  get game() {
    return ready();
  },
  utils: { randomID: () => foundry.utils.randomID() },
  foundryData: foundry.data,
  get settings() {
    // Foundry's settings are typed per key through SettingConfig, which declares the same keys and value types
    // as TurnkeeperSettings (types/foundry-config.d.ts); TypeScript cannot relate the two generic signatures.
    return ready().settings as unknown as SettingsPort;
  },
  Hooks,
  get notifications() {
    if (!ui.notifications) throw new Error("Turnkeeper read ui.notifications before Foundry created it");
    return ui.notifications;
  },
  config: CONFIG,
  documents: {
    actor: (uuid) => actorPort(fromUuidSync(uuid as `Actor.${string}`)),
    token(uuid) {
      const doc = fromUuidSync(uuid as `Scene.${string}`);
      return doc instanceof TokenDocument ? tokenPort(doc) : null;
    },
    async table(uuid) {
      const doc = await fromUuid(uuid as `RollTable.${string}`);
      return doc instanceof RollTable ? tablePort(doc) : null;
    },
    tables: () => ready().tables.contents,
    scenes: () => ready().scenes.contents.map(scenePort),
    scene(uuid) {
      const doc = fromUuidSync(uuid as `Scene.${string}`);
      return doc instanceof Scene ? scenePort(doc) : null;
    },
    activeScene() {
      const scene = ready().scenes.active;
      return scene ? scenePort(scene) : null;
    },
    controlledTokens: () => (canvas?.tokens?.controlled ?? []).map((t) => tokenPort(t.document)),
    userCharacter: () => actorPort(ready().user.character),
    ownedActorUuids: (user: UserLike) =>
      ready()
        .actors.contents.map(actorPort)
        .filter((a): a is ActorLike => a !== null && a.testUserPermission(user, "OWNER"))
        .map((a) => a.uuid),
  },
  dice: {
    roll: (formula, options) => new Roll(formula).evaluate(options),
  },
  chat: {
    create: (data: ChatMessageData) =>
      // The rolls come from `dice.roll` above: real, evaluated Roll objects.
      ChatMessage.create({ ...data, rolls: data.rolls as Roll[], whisper: [...data.whisper] }),
    get config() {
      return CONFIG.ChatMessage;
    },
    coreSetting: (key) => ready().settings.get("core", key as "rollMode"),
  },
  templates: {
    render: (path, data) =>
      foundry.applications.handlebars.renderTemplate(path, data as Record<string, unknown>),
  },
  apps: {
    open: (controller) => openWindow(controller),
    async ask(title, content, confirm) {
      const result: unknown = await foundry.applications.api.DialogV2.input({
        window: { title },
        content,
        ...(confirm === undefined ? {} : { ok: { label: confirm } }),
        rejectClose: false,
      });
      return result && typeof result === "object" ? (result as Record<string, string | boolean>) : null;
    },
    download: (filename, text) => foundry.utils.saveDataToFile(text, "application/json", filename),
  },
  menus: {
    register(key, data, open) {
      ready().settings.registerMenu(MODULE_ID, key, { ...data, type: menuLauncher(open) });
    },
  },
  map: {
    registerAreaBehavior,
    load: () => import("../map/foundry-map").then((m) => m.foundryMap),
  },
};
