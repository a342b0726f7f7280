/**
 * Settings in the typed fake (test/fakes/foundry.ts): `game.settings` on one client, its values kept where
 * Foundry keeps them, and the settings menus.
 */
import type { MenuRegistration, MenusPort } from "../../src/foundry/env/apps";
import type {
  SettingKey,
  SettingRegistration,
  SettingsPort,
  TurnkeeperSettings,
} from "../../src/foundry/env/settings";
import type { FakeClient } from "./foundry-client";
import { wire } from "./wire";

/**
 * Stands for `ClientSettings`: world values live on the server (GM-only writes, onChange on every client).
 * Contract: game.settings.
 */
export class FakeSettings implements SettingsPort {
  readonly registered = new Map<string, SettingRegistration<unknown>>();
  private readonly clientValues = new Map<string, unknown>();

  constructor(private readonly client: FakeClient) {}

  register<K extends SettingKey>(
    namespace: "turnkeeper",
    key: K,
    data: SettingRegistration<TurnkeeperSettings[K]>,
  ) {
    this.registered.set(`${namespace}.${key}`, data as SettingRegistration<unknown>);
  }

  get<K extends SettingKey>(namespace: "turnkeeper", key: K): TurnkeeperSettings[K] {
    const id = `${namespace}.${key}`;
    const data = this.registered.get(id);
    // Real Foundry throws for a setting that was never registered.
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    const { store, storeKey } = this.where(id, data);
    return (store.has(storeKey) ? store.get(storeKey) : data.default) as TurnkeeperSettings[K];
  }

  private where(id: string, data: SettingRegistration<unknown>) {
    const world = this.client.world;
    if (data.scope === "world") return { store: world.worldSettings, storeKey: id };
    if (data.scope === "user") return { store: world.userSettings, storeKey: `${this.client.user.id}:${id}` };
    return { store: this.clientValues, storeKey: id };
  }

  /**
   * World and user values are saved on the server as JSON (so what comes back is a copy), then every client
   * runs the setting's onChange with the new value; only GMs may write world values.
   */
  async set<K extends SettingKey>(namespace: "turnkeeper", key: K, value: TurnkeeperSettings[K]) {
    const id = `${namespace}.${key}`;
    const data = this.registered.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    if (data.scope === "world" || data.scope === "user") {
      // Players lack SETTINGS_MODIFY: the server refuses their world-setting writes.
      if (data.scope === "world" && !this.client.user.isGM)
        throw new Error(`User ${this.client.user.name} lacks permission to modify ${id}`);
      const { store, storeKey } = this.where(id, data);
      const saved = wire(value);
      store.set(storeKey, saved);
      this.client.world.writes.push({ kind: "setting", by: this.client.user.id, key: id });
      const audience =
        data.scope === "world"
          ? this.client.world.clients
          : this.client.world.clients.filter((c) => c.user === this.client.user);
      for (const c of audience) c.settingsImpl.registered.get(id)?.onChange?.(wire(saved) as never);
    } else {
      this.clientValues.set(id, value);
      data.onChange?.(value as never);
    }
    return value;
  }
}

/**
 * Stands for `ClientSettings#registerMenu` on one client: each menu is a button in the module's settings that
 * Foundry shows only to GMs when restricted; pressing it opens the menu's window.
 */
export class FakeMenus implements MenusPort {
  readonly registered = new Map<string, { data: MenuRegistration; open: () => void }>();
  constructor(private readonly client: FakeClient) {}
  register(key: string, data: MenuRegistration, open: () => void): void {
    this.registered.set(key, { data, open });
  }
  /** A press of the menu's button in the settings window. */
  press(key: string): void {
    const menu = this.registered.get(key);
    if (!menu) throw new Error(`No settings menu ${key}`);
    if (menu.data.restricted && !this.client.user.isGM) throw new Error(`Only a GM sees the ${key} menu`);
    menu.open();
  }
}
