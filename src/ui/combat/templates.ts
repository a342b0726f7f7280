/**
 * The tracker's templates, under templates/ (Foundry serves them at modules/turnkeeper/templates/...).
 * Hosts render `TRACKER_TEMPLATES.tracker` with a `TrackerView`, `TRACKER_TEMPLATES.recovery` with a
 * `RecoveryView` and `TRACKER_TEMPLATES.settings` with a `SettingsView`. They use no partials (Prettier's
 * Handlebars parser cannot format them) and no helper but `localize`, so plain Handlebars renders them as
 * Foundry does.
 */
export const TRACKER_TEMPLATES = {
  /** The whole tracker: clock, timeline, groups, those aside, the Tide. Context: TrackerView. */
  tracker: "combat/tracker.hbs",
  /** The end-of-turn prompt. Context: RecoveryView. */
  recovery: "combat/recovery.hbs",
  /** The GM's prompt for a combatant's Initiative Order, die and side. Context: SettingsView. */
  settings: "combat/settings.hbs",
} as const;
