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

type Registry = {
  language: () => Language;
  twins: Map<Language, Map<string, object>>;
};

const REGISTRY_KEY = Symbol.for('kirana.texts.language');

function registry(): Registry {
  const global = globalThis as { [REGISTRY_KEY]?: Registry };
  return (global[REGISTRY_KEY] ??= { language: () => DEFAULT_LANGUAGE, twins: new Map() });
}

/** Where the current language comes from: the server's request store, or the browser's document. */
export function setLanguageSource(source: () => Language): void {
  registry().language = source;
}

export function currentLanguage(): Language {
  return registry().language();
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Makes a language's twin of the texts object `name` available to `translatable(name, …)`. */
export function registerTwin(language: Language, name: string, twin: object): void {
  const twins = registry().twins;
  let byName = twins.get(language);
  if (!byName) twins.set(language, (byName = new Map()));
  byName.set(name, twin);
}

/**
 * The English object, read in the current language: a top-level key answers from the registered twin when the
 * language is not English (and the twin is registered), from the English object otherwise. Only the top level is
 * looked up: `TEXT.shell.home` reads the language once, at `TEXT.shell`.
 */
export function translatable<T extends object>(name: string, english: T): T {
  return new Proxy(english, {
    get(target, key, receiver) {
      const language = registry().language();
      if (language !== DEFAULT_LANGUAGE) {
        const twin = registry().twins.get(language)?.get(name) as Record<PropertyKey, unknown> | undefined;
        if (twin && key in twin) return twin[key];
      }
      return Reflect.get(target, key, receiver);
    },
  });
}
