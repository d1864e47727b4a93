import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const serialized = new WeakMap<object, string>();

/**
 * Sends a cached answer, checked against its response schema and turned into JSON once per cached object: a hit
 * then costs neither validation nor serialisation (Fastify sends a string with a JSON type as it is).
 */
export function sendCached<S extends z.ZodType<object>>(reply: FastifyReply, schema: S, value: z.output<S>) {
  let json = serialized.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(value));
    serialized.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
