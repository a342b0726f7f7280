/** The game systems whose Combat classes and hooks the combat tests run Turnkeeper over, each a fake of its source. */
import { DCC } from "./dcc-combat";
import { DND5E } from "./dnd5e-combat";
import { DRAW_STEEL } from "./draw-steel-combat";
import { OSE } from "./ose-combat";
import { PF2E } from "./pf2e-combat";
import { SHADOWDARK } from "./shadowdark-combat";
import type { SystemFake } from "./system";

export const SYSTEMS: readonly SystemFake[] = [DND5E, PF2E, DRAW_STEEL, OSE, SHADOWDARK, DCC];

export { systemLog, type SystemCall, type SystemFake } from "./system";
