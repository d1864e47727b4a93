import { afterAll, beforeAll } from 'vitest';

/**
 * `const x = beforeAllValue(create, close)`: registers `beforeAll(create)` and `afterAll(close)` and answers a stand-in
 * for what `create` makes, usable in the file's tests and later hooks as if it were that object (property reads,
 * method calls, `toEqual`). It replaces the `let x; beforeAll(async () => { x = await … }); afterAll(…)` lines that
 * every test file wrote again. Hooks run in the order they are registered and close in the reverse order, so a
 * value created from an earlier one (an app from a stand-in's URL, a user from the app) is simply declared after it.
 */
export function beforeAllValue<T extends object>(create: () => Promise<T>, close?: (value: T) => Promise<unknown>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await create();
  });
  if (close) afterAll(async () => (value ? close(value) : undefined));
  const current = (): T => {
    if (value === undefined) throw new Error('A beforeAllValue was used before its beforeAll hook ran');
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const found: unknown = Reflect.get(current(), key);
      return typeof found === 'function' ? found.bind(current()) : found;
    },
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
