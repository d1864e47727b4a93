import fc from 'fast-check';
import { fillPath, type Operation } from './openapi';
import { bodyFor, pathValue, plausiblePathValue, plausibleQueryString, queryString, type Body } from './request-parts';
import { plausibleObject } from './values';

export { hostileAuthorizations, type Authorization } from './authorizations';
export { imageNameRequests } from './image-requests';
export { encodePart, pathValue, plausiblePathValue } from './request-parts';

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which operation (or generator) produced it, for the failure message and the statistics. */
  label: string;
  /** The operation requires a signed-in user: without a valid token it must be refused. */
  secured: boolean;
  /** Built as a well-behaved client would send it: a mutation like this one is likely to be accepted. */
  wellBehaved: boolean;
};

type Parts = { params: Record<string, string>; query: string; body: Body; authorization: string; wellBehaved: boolean };

/**
 * The requests for one operation: a third as a well-behaved client would send them (plausible values, so they
 * reach the handlers), the rest hostile. Every arbitrary is built here, once, when the OpenAPI document is read:
 * building fast-check arbitraries costs milliseconds, drawing from a built one microseconds.
 */
export function operationRequests(
  operation: Operation,
  authorizations: string[],
  pathValues: { hostile: fc.Arbitrary<string>; plausible: fc.Arbitrary<string> },
): fc.Arbitrary<FuzzRequest> {
  const label = `${operation.method} ${operation.path}`;
  const params = (values: fc.Arbitrary<string>) =>
    fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, values])));
  const authorization = fc.constantFrom(...authorizations);
  const hostile: fc.Arbitrary<Parts> = fc.record({
    params: params(pathValues.hostile),
    query: queryString(operation),
    body: operation.method === 'GET' ? fc.constant<Body>({}) : bodyFor(operation),
    authorization,
    wellBehaved: fc.constant(false),
  });
  const wellBehaved: fc.Arbitrary<Parts> = fc.record({
    params: params(pathValues.plausible),
    query: plausibleQueryString(operation),
    body:
      operation.method === 'GET'
        ? fc.constant<Body>({})
        : operation.body
          ? plausibleObject(operation.body).map((object) => ({
              type: 'application/json',
              payload: JSON.stringify(object),
            }))
          : bodyFor(operation),
    authorization,
    wellBehaved: fc.constant(true),
  });
  return fc
    .oneof({ weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: wellBehaved })
    .map(({ params, query, body, authorization, wellBehaved }) => {
      const headers: Record<string, string> = {};
      if (authorization) headers['authorization'] = authorization;
      if (body.type) headers['content-type'] = body.type;
      return {
        method: operation.method,
        url: fillPath(operation.path, params) + query,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        label,
        secured: operation.secured,
        wellBehaved,
      };
    });
}

/**
 * Any request to one of the operations, with the given authorization headers to choose from ('' = none); path
 * parameters mostly small ids and the user's own (`ownIds`), or always from `pathValues` when given.
 */
export function requestFor(
  operations: Operation[],
  authorizations: string[],
  ownIds: number[],
  pathValues?: fc.Arbitrary<string>,
): fc.Arbitrary<FuzzRequest> {
  const values = {
    hostile: pathValues ?? pathValue(ownIds),
    plausible: pathValues ?? plausiblePathValue(ownIds),
  };
  return fc.oneof(...operations.map((operation) => operationRequests(operation, authorizations, values)));
}
