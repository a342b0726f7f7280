/** Chat messages Turnkeeper posts (`ChatMessage.create`) and the core settings that choose who sees them. */
import type { RollLike } from "./dice";

export interface ChatMessageData {
  readonly content: string;
  readonly rolls: readonly RollLike[];
  /** User ids the message is whispered to; empty for everyone. */
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly speaker: { readonly alias: string };
  readonly flags: { readonly turnkeeper: { readonly card: string } };
}

export interface ChatPort {
  create(data: ChatMessageData): Promise<unknown>;
  /** `CONFIG.ChatMessage`: in v14 it lists the message modes (`modes`) that replaced roll modes. */
  readonly config: object;
  /** A core client setting: v13's `core.rollMode`, or v14's `core.messageMode` (see compat.ts). */
  coreSetting(key: "rollMode" | "messageMode"): unknown;
}
