declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface ModuleConfig {
    turnkeeper: { api: number };
  }
  interface SettingConfig {
    "turnkeeper.preset": string;
  }
}
export {};
