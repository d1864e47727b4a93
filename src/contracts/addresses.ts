import { z } from 'zod';
import { ADDRESS_BOOK_MAX, ADDRESS_FIELD_MAX } from '../shared/constants';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';
import { ZStatusMessage } from './shopper';

/**
 * The address book (docs/decisions/026): a signed-in shopper's saved delivery addresses, picked at checkout. The
 * owner is the token's user, never a field; another shopper's address answers 404 like a missing one.
 */

const required = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const phone = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 -]{3,36}[0-9]$/, 'must be a phone number'),
  );

/** Every field but the second street line is required; lengths as ADDRESS_FIELD_MAX. */
export const ZAddressBody = z.object({
  fullName: required(ADDRESS_FIELD_MAX.fullName),
  phoneNumber: phone,
  addressLine1: required(ADDRESS_FIELD_MAX.line),
  addressLine2: z
    .string()
    .trim()
    .max(ADDRESS_FIELD_MAX.line, `must be at most ${ADDRESS_FIELD_MAX.line} characters`)
    .default(''),
  city: required(ADDRESS_FIELD_MAX.place),
  state: required(ADDRESS_FIELD_MAX.place),
  country: required(ADDRESS_FIELD_MAX.place),
  pincode: z
    .union([z.string(), z.number().int().nonnegative()])
    .transform(String)
    .pipe(required(ADDRESS_FIELD_MAX.pincode)),
});
export const ZAddress = z.object({
  id: z.number(),
  fullName: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
});

export type TAddress = z.infer<typeof ZAddress>;
export type TAddressBody = z.output<typeof ZAddressBody>;

export const addresses = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/addresses',
    auth: 'user',
    tags: ['addresses'],
    summary: 'The own saved addresses, oldest first',
    responses: { 200: z.array(ZAddress) },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/addresses',
    auth: 'user',
    tags: ['addresses'],
    summary: `Save an address (at most ${ADDRESS_BOOK_MAX} per account: 409 beyond)`,
    body: ZAddressBody,
    responses: { 201: ZAddress },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/addresses/:id',
    auth: 'user',
    tags: ['addresses'],
    summary: 'Replace an own saved address',
    params: ZIdParams,
    body: ZAddressBody,
    responses: { 200: ZAddress },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/addresses/:id',
    auth: 'user',
    tags: ['addresses'],
    summary: 'Delete an own saved address',
    params: ZIdParams,
    responses: { 200: ZStatusMessage },
  }),
};
