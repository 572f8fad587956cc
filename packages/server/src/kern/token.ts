import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its hash is stored. */
export function neuesToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every authenticated request hashes its token: the one-shot hash costs a third of a Hash object's. */
export function tokenHash(token: string): string {
  return hash('sha256', token, 'hex');
}
