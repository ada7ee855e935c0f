// WhatsApp's settings (config-whatsapp.ts): all four or none, the double never in production.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { GRAPH_API_DEFAULT_URL } from './config-whatsapp.ts';

const connected = {
  WHATSAPP_TOKEN: 'EAAG-token-1234',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_APP_SECRET: 'app-secret-1234',
  WHATSAPP_VERIFY_TOKEN: 'verify-token-1234',
};

describe('WhatsApp configuration', () => {
  it('is off without settings: no API, messages go to the outbox folder', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c.whatsapp.api).toBeNull();
    // A store on loopback serves the double for trying things out.
    expect(c.whatsapp.sandbox).toBe(true);
  });

  it('connects with all four, on the Graph API by default', () => {
    const c = loadConfig({ NODE_ENV: 'test', ...connected });
    expect(c.whatsapp.api).toEqual({
      token: connected.WHATSAPP_TOKEN,
      phoneNumberId: connected.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: connected.WHATSAPP_APP_SECRET,
      verifyToken: connected.WHATSAPP_VERIFY_TOKEN,
      apiUrl: GRAPH_API_DEFAULT_URL,
    });
    expect(GRAPH_API_DEFAULT_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.0$/);
  });

  it('stops the start when half set, naming what is missing', () => {
    const half = {
      NODE_ENV: 'test',
      WHATSAPP_TOKEN: 'EAAG-token-1234',
      WHATSAPP_APP_SECRET: 'secret-1234',
    };
    expect(() => loadConfig(half)).toThrow(ConfigError);
    expect(() => loadConfig(half)).toThrow(/WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN: /);
  });

  it('refuses the double in production, and a plain-http API there', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.in' };
    expect(() => loadConfig({ ...prod, WHATSAPP_SANDBOX: 'true' })).toThrow(/WHATSAPP_SANDBOX/);
    expect(() =>
      loadConfig({ ...prod, ...connected, WHATSAPP_API_URL: 'http://graph.example/v1' }),
    ).toThrow(/WHATSAPP_API_URL: must be https/);
    expect(loadConfig({ ...prod, ...connected }).whatsapp.sandbox).toBe(false);
  });

  it('keeps the double off on a public address unless named', () => {
    const c = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://shop.example.in' });
    expect(c.whatsapp.sandbox).toBe(false);
  });
});
