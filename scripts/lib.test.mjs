import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeOptionsForServer, SERVER_HEAP_MB } from './lib.mjs';

/** V8's heap ceiling in MB of a Node process started with `options` and this NODE_OPTIONS. */
function heapLimitMb(options, nodeOptions) {
  const { stdout } = spawnSync(
    process.execPath,
    [...options, '-e', 'console.log(require("v8").getHeapStatistics().heap_size_limit)'],
    { env: { ...process.env, NODE_OPTIONS: nodeOptions }, encoding: 'utf8' },
  );
  return Number(stdout) / 2 ** 20;
}

describe("the server's Node options", () => {
  it('give V8 a ceiling of SERVER_HEAP_MB for the old generation', () => {
    const limit = heapLimitMb(nodeOptionsForServer({}), '');
    // The limit V8 reports adds the young generation's few MB to the old generation's ceiling.
    expect(limit).toBeGreaterThanOrEqual(SERVER_HEAP_MB);
    expect(limit).toBeLessThan(SERVER_HEAP_MB + 32);
  });

  it("leave the owner's own ceiling in NODE_OPTIONS to win", () => {
    const nodeOptions = '--max-old-space-size=1536';
    const options = nodeOptionsForServer({ NODE_OPTIONS: nodeOptions });
    expect(options.join(' ')).not.toContain('max-old-space-size');
    expect(heapLimitMb(options, nodeOptions)).toBeGreaterThanOrEqual(1536);
  });
});
