// Opaque secrets (session tokens, invitation and confirmation links) are stored only as their
// SHA-256 hash, so a copy of the database lets nobody sign in or confirm anything. Every module
// that issues such a secret hashes it here, the one way the lookups expect.
import { createHash } from 'node:crypto';

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
