import type { ParamNode } from './param-tree';

/** A unit's push messages grouped by category (left menu of the message tab). */
export interface MessageMenuGroup {
  readonly code: string;
  readonly name: string;
  readonly messages: readonly { readonly id: number; readonly name: string; readonly chineseName?: string }[];
}

/** A push message's document: its properties and an example. */
export interface MessageDoc {
  readonly id: number;
  readonly name: string;
  readonly chineseName?: string;
  /** Server HTML. */
  readonly description?: string;
  readonly example?: string;
  readonly updateTime?: string;
  readonly properties: readonly ParamNode[];
}
