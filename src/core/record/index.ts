/** The campaign record. The calendar's seasons (season.ts) are imported from their own module: see there. */
export * from "./record";
export type { RecordChange } from "./change";
