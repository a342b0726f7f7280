/**
 * Turnkeeper's host-agnostic layer: the timekeeping session (intents in, core calls, one write per change),
 * the ports a host supplies, and the view models its templates render. Foundry (src/foundry) and the sandbox
 * (src/sandbox) are thin hosts around this. Play on a map (./map) is imported from there, so the GM-only code
 * that uses it stays out of the bundle every client loads.
 */
export * from "./ports";
export * from "./options";
export * from "./areas";
export * from "./world-state";
export * from "./intents";
export * from "./text";
export * from "./cards";
export * from "./session";
export * from "./words";
export * from "./clock-view";
export * from "./calendar";
export * from "./record-words";
export * from "./forms";
export * from "./dialogs";
export * from "./clock-actions";
