import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to the embedded database under ./data on port 8044', () => {
    const c = loadConfig({}, '/srv/store');
    expect(c.port).toBe(8044);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: '/srv/store/data/pglite' });
    expect(c.publicUrl).toBe('http://localhost:8044');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ CORS_ORIGINS: 'localhost:5173' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://shop.example.in/' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://shop.example.in, ftp://files.example.in' }, 'CORS_ORIGINS'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'loopback,proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/8/2' }, 'TRUST_PROXY'],
  ])('names the variable in the error for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('accepts origins with ports and proxies as addresses and ranges', () => {
    const c = loadConfig({
      CORS_ORIGINS: 'https://shop.example.in, http://localhost:5173',
      TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32, 127.0.0.1',
    });
    expect(c.corsOrigins).toEqual(['https://shop.example.in', 'http://localhost:5173']);
    expect(c.trustProxy).toEqual(['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']);
  });

  it.each(['true', 'TRUE', ' yes'])(
    'refuses TRUST_PROXY=%j and asks for a hop count or addresses',
    (value) => {
      const load = () => loadConfig({ TRUST_PROXY: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/TRUST_PROXY: 'true' would trust any client's X-Forwarded-For/);
      expect(load).toThrow(/number of proxies .* or their addresses or CIDR ranges/);
    },
  );

  it('parses trusted proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });
});
