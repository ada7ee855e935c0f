// Payment settings as loadConfig reads them: what is offered by default, and the combinations
// that must stop the server rather than quietly take test payments in a live store.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
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
});
