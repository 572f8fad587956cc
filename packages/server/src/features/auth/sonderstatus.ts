import type { FastifyReply } from 'fastify';

/**
 * SPEC §4 uses the statuses 700 (password change required) and 702 (no portal access). Fastify only
 * sends 100–599, Node's HTTP layer sends any three-digit status, so these go out raw.
 */
export function sonderstatusSenden(reply: FastifyReply, status: 700 | 702, body: unknown): void {
  reply.hijack();
  const text = JSON.stringify(body);
  // The headers set so far (the security headers of plugins/sicherheit.ts, ttl) go out too.
  const gesetzt = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, w]) => w !== undefined)) as Record<string, string | number | string[]>;
  reply.raw.writeHead(status, { ...gesetzt, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  reply.raw.end(text);
}
