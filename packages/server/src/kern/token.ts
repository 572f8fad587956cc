import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its hash is stored. */
export function neuesToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
