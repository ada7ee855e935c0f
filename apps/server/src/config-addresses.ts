// The address checks of config.ts: origins for CORS, the proxies whose forwarded-for header is
// believed, and whether the store's own address is this machine.
import { isIP } from 'node:net';

/** A browser's Origin header is exactly scheme://host[:port]; anything else never matches it. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** An address, a CIDR range, or one of proxy-addr's named ranges, as Fastify's trustProxy takes. */
export function isAddressOrRange(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Whether an address is this machine: localhost (and its subdomains, which resolve to loopback
 * by RFC 6761), 127.0.0.0/8 or [::1]. Nobody else can reach a store there, so test payments
 * cannot be mistaken for real ones by a shopper.
 */
export function isLoopbackUrl(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  // The URL parser writes IPv6 in brackets and in its shortest form; ::ffff:7f.. is 127.x mapped.
  if (host === '[::1]' || host.startsWith('[::ffff:7f')) return true;
  // WHATWG URL parsing has already normalised IPv4 forms such as 127.1 or 0x7f.0.0.1.
  return isIP(host) === 4 && host.startsWith('127.');
}
