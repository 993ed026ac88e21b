/** A nested object of messages: every leaf is a string, every branch another catalogue. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/** The dot-paths of every string leaf of `T`, e.g. `"pages.error.404.title"`. */
export type LeafKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The message text type at a dot-path of `T`. */
export type MessageAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MessageAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The `{name}` placeholders of a message text, as a union of names. */
export type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type ParamValue = string | number;

/** What `t` takes after the key: nothing, or an object with every placeholder of the message. */
export type TranslateArgs<T, K extends string> = [Placeholders<MessageAt<T, K>>] extends [never]
  ? []
  : [params: Record<Placeholders<MessageAt<T, K>>, ParamValue>];

export class MissingMessageParamError extends Error {
  readonly key: string;
  readonly param: string;

  constructor(key: string, param: string) {
    super(`Message "${key}" needs the parameter "${param}"`);
    this.name = "MissingMessageParamError";
    this.key = key;
    this.param = param;
  }
}

const PLACEHOLDER = /\{(\w+)\}/g;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string" || !Object.hasOwn(node, part)) {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Whether `key` names a message of `catalogue`; use it to narrow keys built at run time. */
export function isMessageKeyOf<C extends Catalogue>(catalogue: C, key: string): key is LeafKeys<C> {
  return lookup(catalogue, key) !== undefined;
}

/**
 * Builds `t(key, params?)` over a catalogue. Placeholders are replaced by the matching
 * parameter; a missing parameter throws `MissingMessageParamError`, and the types demand every
 * placeholder so that only happens with keys built at run time.
 */
export function createTranslator<C extends Catalogue>(catalogue: C) {
  return function t<K extends LeafKeys<C>>(key: K, ...args: TranslateArgs<C, K>): string {
    const path: string = key;
    const message = lookup(catalogue, path);
    if (message === undefined) {
      throw new Error(`Unknown message key "${path}"`);
    }
    const params: Partial<Record<string, ParamValue>> = args[0] ?? {};
    return message.replace(PLACEHOLDER, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) {
        throw new MissingMessageParamError(path, name);
      }
      return String(value);
    });
  };
}
