/**
 * Turnkeeper's host-agnostic layer: the timekeeping session (intents in, core calls, one write per change),
 * the ports a host supplies, and the view models its templates render. Foundry (src/foundry) and the sandbox
 * (src/sandbox) are thin hosts around this. Play on a map (./map) is imported from there, so the GM-only code
 * that uses it stays out of the bundle every client loads.
 */
export * from "./session/ports";
export * from "./session/options";
export * from "./map/areas";
export * from "./session/world-state";
export * from "./session/intents";
export * from "./session/gate";
export * from "./i18n/text";
export * from "./chat/cards";
export * from "./session";
export * from "./i18n/rule-words";
export * from "./clock/view";
export * from "./calendar/calendar";
export * from "./record/view-kit";
export * from "./dialogs/forms";
export * from "./dialogs/dialogs";
export * from "./clock/actions";
export * from "./clock/duration-box";
