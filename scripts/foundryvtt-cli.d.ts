// The Foundry CLI ships no type declarations; these are the two API calls we use, as its README documents them.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    recursive?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
}
