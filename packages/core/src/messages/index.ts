import { common } from "./common.ts";
import { errors } from "./errors.ts";
import { site } from "./site.ts";
import type { LeafKeys, MessageAt, ParamValue, Placeholders } from "./translate.ts";
import { createTranslator, isMessageKeyOf } from "./translate.ts";
import { ui } from "./ui.ts";

export { createTranslator, isMessageKeyOf, MissingMessageParamError } from "./translate.ts";
export type {
  Catalogue,
  LeafKeys,
  MessageAt,
  ParamValue,
  Placeholders,
  TranslateArgs,
} from "./translate.ts";

/**
 * The English message catalogue. Each section file owns its own top-level keys (a test checks
 * they never overlap); `ui.ts` sits under `ui`. Keys and placeholders are derived from this
 * object, so whatever a section adds type-checks through `t` at once.
 */
export const messages = { ...common, ...errors, ...site, ui } as const;

export type Messages = typeof messages;

/** Every message key as a dot-path, e.g. `"pages.error.404.title"`. */
export type MessageKey = LeafKeys<Messages>;

/** The parameters a message needs, inferred from its `{placeholder}` tokens. */
export type MessageParams<K extends MessageKey> = Record<
  Placeholders<MessageAt<Messages, K>>,
  ParamValue
>;

/** Looks a message up and fills in its `{placeholder}` tokens. */
export const t = createTranslator(messages);

/** Narrows a key built at run time (e.g. from a status code) to a `MessageKey`. */
export function isMessageKey(key: string): key is MessageKey {
  return isMessageKeyOf(messages, key);
}
