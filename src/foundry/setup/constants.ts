/** Identifiers shared by every Foundry adapter. */
export const MODULE_ID = "turnkeeper";
/** Where templates are served from inside a Foundry installation. */
export const TEMPLATE_ROOT = `modules/${MODULE_ID}/templates`;
