/**
 * The tracker's templates, under templates/ (Foundry serves them at modules/turnkeeper/templates/...). The
 * tracker's parts (parts.ts) render `count`, `strip`, `turns` and `controls`; `turns` includes `block`, which
 * includes `memberActions`, as Handlebars partials by their Foundry path (Foundry loads them as the part's
 * `templates`, the sandbox registers every template so). Hosts render `recovery` with a `RecoveryView` and
 * `settings` with a `SettingsView`. No helper but `localize`, so plain Handlebars renders them as Foundry
 * does. Prettier's Handlebars parser cannot read a partial call: the two templates that make one are
 * formatted by hand (.prettierignore).
 */
export const TRACKER_TEMPLATES = {
  /** Where the count stands, and the Tide. Context: CountPartView. */
  count: "combat/count.hbs",
  /** The segment strip. Context: StripPartView. */
  strip: "combat/strip.hbs",
  /** The sections of combatants. Context: TurnsPartView. */
  turns: "combat/turns.hbs",
  /** One line of a section, its members' rows (a partial of `turns`). Context: BlockView. */
  block: "combat/block.hbs",
  /** An open row's controls (a partial of `block`). Context: MemberView. */
  memberActions: "combat/member-actions.hbs",
  /** The GM's buttons under the tracker. Context: ControlsPartView. */
  controls: "combat/controls.hbs",
  /** The end-of-turn prompt. Context: RecoveryView. */
  recovery: "combat/recovery.hbs",
  /** The GM's prompt for a combatant's Initiative Order, die and side. Context: SettingsView. */
  settings: "combat/settings.hbs",
} as const;
