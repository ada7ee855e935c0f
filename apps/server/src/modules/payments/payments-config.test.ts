// Payment settings as loadConfig reads them: what is offered by default, and the combinations
// that must stop the server rather than quietly take test payments in a live store.
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackUrl, loadConfig } from '../../config.ts';
import { gatewaySetup, paymentFormTargets } from './payments.service.ts';
import { SANDBOX_MERCHANT_KEY } from './sandbox/sandbox-credentials.ts';

const live = { PAYU_KEY: 'gtKFFx', PAYU_SALT: 'eCwWELxiSaltValue' };

describe('payment configuration', () => {
  it('offers every method through the sandbox in development by default', () => {
    const c = loadConfig({});
    expect(c.payments.methods).toEqual(['upi', 'card', 'cod']);
    expect(c.payments.gateway).toEqual({ kind: 'sandbox' });
    expect(gatewaySetup(c)).toMatchObject({ key: SANDBOX_MERCHANT_KEY, sandbox: true });
    expect(gatewaySetup(c)!.url).toBe('http://localhost:8044/sandbox-gateway/_payment');
  });

  it('uses PayU, not the sandbox, once a key is configured', () => {
    const c = loadConfig({ ...live, PAYU_URL: 'https://test.payu.in/_payment' });
    expect(c.payments.gateway).toEqual({
      kind: 'payu',
      key: 'gtKFFx',
      salt: 'eCwWELxiSaltValue',
      url: 'https://test.payu.in/_payment',
    });
    expect(paymentFormTargets(c)).toEqual(['https://test.payu.in']);
  });

  it('never falls back to the sandbox in production', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.payments.gateway).toBeNull();
    expect(gatewaySetup(c)).toBeNull();
    expect(paymentFormTargets(c)).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', ...live }).payments.gateway?.kind).toBe('payu');
  });

  it.each([
    [{ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }, 'PAYMENT_SANDBOX'],
    [{ PAYMENT_SANDBOX: 'true', ...live }, 'PAYMENT_SANDBOX'],
    [{ PAYU_KEY: 'gtKFFx' }, 'PAYU_SALT'],
    [{ PAYU_SALT: 'eCwWELxiSaltValue' }, 'PAYU_KEY'],
    [{ PAYU_KEY: 'gt|KFFx', PAYU_SALT: 'eCwWELxiSaltValue' }, 'PAYU_KEY'],
    [{ ...live, PAYU_SALT: 'has|pipe-inside' }, 'PAYU_SALT'],
    [{ NODE_ENV: 'production', ...live, PAYU_URL: 'http://secure.payu.in/_payment' }, 'PAYU_URL'],
    [{ PAYMENTS_ENABLED: 'upi,paypal' }, 'PAYMENTS_ENABLED'],
    [{ PAYMENTS_ENABLED: 'card', PAYMENT_SANDBOX: 'false' }, 'PAYMENTS_ENABLED'],
    [{ UPI_VPA: 'not a vpa' }, 'UPI_VPA'],
  ])('refuses %j, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('turns the sandbox off on request and narrows the methods', () => {
    const c = loadConfig({ PAYMENT_SANDBOX: 'false', PAYMENTS_ENABLED: 'cod, upi' });
    expect(c.payments.gateway).toBeNull();
    expect(c.payments.methods).toEqual(['cod', 'upi']);
  });

  it.each([
    ['http://localhost:8044', true],
    ['http://LOCALHOST', true],
    ['http://shop.localhost:3000', true],
    ['http://127.0.0.1:8044', true],
    ['http://127.45.6.7', true],
    ['http://127.1', true],
    ['http://[::1]:8044', true],
    ['http://[::ffff:127.0.0.1]/', true],
    ['https://shop.example.in', false],
    ['http://192.168.1.20:8044', false],
    ['http://10.0.0.5', false],
    ['http://0.0.0.0:8044', false],
    ['http://[::2]', false],
    ['http://localhost.shop.example.in', false],
    ['http://127.0.0.1.nip.io', false],
  ])('counts %s as loopback: %s', (address, loopback) => {
    expect(isLoopbackUrl(address)).toBe(loopback);
  });
});

// Every combination of address, PAYMENT_SANDBOX and PayU keys (docs/payments.md, "Test mode"):
// the sandbox and the demo VPA never run on a public address unless asked for by name.
describe('test payments follow the public address', () => {
  const addresses = {
    unset: {},
    loopback: { PUBLIC_URL: 'http://127.0.0.1:8044' },
    public: { PUBLIC_URL: 'https://shop.example.in' },
  } as const;
  const flags = {
    unset: {},
    true: { PAYMENT_SANDBOX: 'true' },
    false: { PAYMENT_SANDBOX: 'false' },
  } as const;
  const keys = { none: {}, payu: live } as const;
  const vpas = { none: {}, real: { UPI_VPA: 'shop@okaxis' } } as const;

  type Expected = 'sandbox' | 'payu' | 'none' | 'refused';
  function expected(
    address: keyof typeof addresses,
    flag: keyof typeof flags,
    key: keyof typeof keys,
  ): Expected {
    if (flag === 'true') return key === 'payu' ? 'refused' : 'sandbox';
    if (key === 'payu') return 'payu';
    if (flag === 'false') return 'none';
    return address === 'public' ? 'none' : 'sandbox';
  }

  const cases = Object.keys(addresses).flatMap((a) =>
    Object.keys(flags).flatMap((f) =>
      Object.keys(keys).flatMap((k) => Object.keys(vpas).map((v) => [a, f, k, v] as const)),
    ),
  ) as [keyof typeof addresses, keyof typeof flags, keyof typeof keys, keyof typeof vpas][];

  it.each(cases)('address %s, PAYMENT_SANDBOX %s, PayU keys %s, UPI_VPA %s', (a, f, k, v) => {
    const env = { ...addresses[a], ...flags[f], ...keys[k], ...vpas[v] };
    const want = expected(a, f, k);
    if (want === 'refused') {
      expect(() => loadConfig(env)).toThrow('PAYMENT_SANDBOX');
      return;
    }
    const c = loadConfig(env);
    expect(c.payments.gateway?.kind ?? 'none').toBe(want);
    // The demo VPA follows the address too; PAYMENT_SANDBOX=false turns off the card sandbox
    // only, as it did before.
    const demoVpa = f === 'true' || (a !== 'public' && k === 'none');
    expect(c.payments.demoUpiVpa).toBe(demoVpa);
    // The owner's own VPA is offered whatever the address.
    expect(c.payments.upiVpa).toBe(v === 'real' ? 'shop@okaxis' : undefined);
    expect(c.payments.methods).toEqual(['upi', 'card', 'cod']);
  });

  it('keeps refusing the sandbox in production, on loopback too', () => {
    const c = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8044' });
    expect(c.payments.demoUpiVpa).toBe(false);
    expect(c.payments.gateway).toBeNull();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://localhost',
        PAYMENT_SANDBOX: 'true',
      }),
    ).toThrow('PAYMENT_SANDBOX');
  });

  it('lets PAYMENT_SANDBOX=true run the sandbox on a public address, on its own address', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://demo.example.in', PAYMENT_SANDBOX: 'true' });
    expect(gatewaySetup(c)!.url).toBe('https://demo.example.in/sandbox-gateway/_payment');
  });
});
