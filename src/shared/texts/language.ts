/**
 * The language a text is read in (issue 33, docs/decisions/065-hindi-foundation.md). English is the source: the
 * texts files keep their English objects; a language's twin (texts/hi/<same name>.ts) is registered at start (the
 * server, every twin) or before hydration (the browser, only on that language's pages). `translatable` wraps an
 * English object so that each read of a top-level key answers in the current language — the request's on the server
 * (an AsyncLocalStorage, src/server/lib/request-language.ts), the document's in the browser (fixed at hydration).
 *
 * The source of the language and the twins live on `globalThis`: the server's own modules and the React Router
 * server build are two bundles with a copy of this module each, and both must see the same request's language.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * A language's twin of an English texts object: the same keys, nested the same way, every string a string, every
 * function taking the same parameters. A missing or extra key, or a parameter of another type, is a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

export type Registry = {
  /** Where the current language comes from: the server's request store, or the browser's document. */
  language: () => Language;
  /** The registered twins, by `${language} ${name}` (texts/hi/register.ts writes its entry itself). */
  twins: Record<string, Record<PropertyKey, unknown>>;
};

/** The registry's key on `globalThis`; texts/hi/register.ts spells it out too (its chunk imports nothing). */
export const REGISTRY_KEY = 'kirana.texts.language';
const global = globalThis as { [key: symbol]: Partial<Registry> };
const registry = (global[Symbol.for(REGISTRY_KEY)] ??= {}) as Registry;
registry.twins ??= {};
/** Until the server sets its request store: the document's language in the browser (English without a document). */
registry.language ??= () => (globalThis.document?.documentElement.lang as Language | undefined) ?? DEFAULT_LANGUAGE;

/** Sets where the current language comes from; answers the source it replaces (a test puts it back). */
export function setLanguageSource(source: () => Language): () => Language {
  const previous = registry.language;
  registry.language = source;
  return previous;
}

export function currentLanguage(): Language {
  return registry.language();
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** Makes a language's twin of the texts object `name` available to `translatable(name, …)`. */
export function registerTwin(language: Language, name: string, twin: object): void {
  registry.twins[`${language} ${name}`] = twin as Record<PropertyKey, unknown>;
}

type Texts = Record<PropertyKey, unknown>;

/** A nested texts object (not a string, function or list): read through a proxy of its own, so its leaves follow. */
function isGroup(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One proxy per English group and catalogue name, made on first read. */
const groups = new Map<string, WeakMap<object, object>>();

/**
 * The English object, read in the current language: every read — however deep, and however late (a module may keep
 * `const T = SHOPPER_TEXT.order` and read `T.title` in each render) — answers from the registered twin when the
 * language is not English and the twin has that text, from the English object otherwise. A group (a nested object)
 * is answered as a proxy over its English self, so the language is read at the leaf, when the text is used.
 */
export function translatable<T extends object>(name: string, english: T): T {
  const cache = groups.get(name) ?? new WeakMap<object, object>();
  groups.set(name, cache);
  const wrap = (group: Texts, path: readonly PropertyKey[]): Texts => {
    const known = cache.get(group);
    if (known) return known as Texts;
    const proxy = new Proxy(group, {
      get(target, key) {
        const value = target[key];
        if (isGroup(value)) return wrap(value, [...path, key]);
        if (typeof key === 'symbol') return value;
        const language = registry.language();
        if (language === DEFAULT_LANGUAGE) return value;
        let twin: unknown = registry.twins[`${language} ${name}`];
        for (const step of path) twin = isGroup(twin) ? twin[step] : undefined;
        return isGroup(twin) && key in twin ? twin[key] : value;
      },
    });
    cache.set(group, proxy);
    return proxy;
  };
  return wrap(english as Texts, []) as T;
}
