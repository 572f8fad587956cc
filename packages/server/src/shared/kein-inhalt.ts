import type { FastifyReply } from 'fastify';

/**
 * SPEC §7 "the current one or nothing": an empty 204 answer from a route whose success body is a schema.
 * route() sees the reply is sent and returns it as is.
 */
export function keinInhalt(reply: FastifyReply): never {
  reply.code(204).send();
  return undefined as never;
}
