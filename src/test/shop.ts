import { signedInUser, type TestUser, type TestUserOverrides } from './auth';
import { createProduct, type NewProduct } from './factories';
import { beforeAllValue } from './hooks';
import { testAppForFile, type TestApp } from './test-app';

type Product = Awaited<ReturnType<typeof createProduct>>;

/** A verified, signed-in user for the tests of the block it is called in (see `signedInUser`). */
export const signedInUserForFile = (t: TestApp, overrides: TestUserOverrides = {}): TestUser =>
  beforeAllValue(() => signedInUser(t, overrides));

/**
 * A shop's people and products on an existing test app, created before the tests of the block where this is called
 * (a `describe`, or the file): the shoppers Asha and Ravi, signed in, and the given products (in the order given).
 * Each `describe` that calls it owns its fixtures, so one broken feature cannot fail another block's tests:
 * `describe('…', () => { const { asha, rice } = shopFor(t, { rice: { name: 'Rice', price: 649 } }); … })`.
 */
export function shopFor<P extends Record<string, Partial<NewProduct>>>(t: TestApp, products: P) {
  const asha = signedInUserForFile(t, { name: 'Asha' });
  const ravi = signedInUserForFile(t, { name: 'Ravi' });
  const made = Object.fromEntries(
    Object.entries(products).map(([key, product]) => [key, beforeAllValue(() => createProduct(t.db, product))]),
  ) as { [K in keyof P]: Product };
  return { asha, ravi, ...made };
}

/**
 * The shopping tests' shop: an app on an empty catalogue, the shoppers Asha and Ravi signed in, and the given
 * products (created in the order given): `const { t, asha, ravi, rice } = shopForFile({ rice: { name: 'Rice', price: 649 } })`.
 */
export function shopForFile<P extends Record<string, Partial<NewProduct>>>(products: P) {
  const t = testAppForFile({ template: 'empty' });
  return { t, ...shopFor(t, products) };
}
