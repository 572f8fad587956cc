import type { FastifyReply } from 'fastify';

/**
 * SPEC §4 uses the statuses 700 (password change required) and 702 (no portal access). Fastify only
 * sends 100–599, Node's HTTP layer sends any three-digit status, so these go out raw.
 */
export function sonderstatusSenden(reply: FastifyReply, status: 700 | 702, body: unknown): void {
  reply.hijack();
  const text = JSON.stringify(body);
  reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  reply.raw.end(text);
}
