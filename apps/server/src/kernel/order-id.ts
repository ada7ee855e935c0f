// Order references: what a shopper reads aloud and types back in. Orders issue them; tax
// documents, payments and the command line name orders by them, so the format lives below all of
// them.
import { randomInt } from 'node:crypto';

// No 0/O or 1/I, so a reference read aloud or copied by hand comes out right. 32 symbols, six
// of them: about a billion references, drawn at random so they say nothing about order volume.
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REF_PATTERN = /^(?:EE-?)?([2-9A-HJ-NP-Z]{6})$/;

export function newOrderId(): string {
  let ref = '';
  for (let i = 0; i < 6; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `EE-${ref}`;
}

/** "ee-7k2m9q", "EE7K2M9Q" and " EE-7K2M9Q " all name EE-7K2M9Q; anything else names none. */
export function parseOrderId(raw: string): string | null {
  const match = REF_PATTERN.exec(raw.trim().toUpperCase());
  return match ? `EE-${match[1]}` : null;
}
