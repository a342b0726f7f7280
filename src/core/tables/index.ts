/** Band tables, x-in-y chances and overloaded encounter tables. */
export * from "./band";
export * from "./chance";
export * from "./encounter";
