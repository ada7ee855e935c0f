import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/harness.ts';
import { parseOrderId } from './order-reference.ts';

describe(`order references (${testDbKind})`, () => {
  it('reads references however they are typed, and nothing else', () => {
    expect(parseOrderId('EE-7K2M9Q')).toBe('EE-7K2M9Q');
    expect(parseOrderId(' ee-7k2m9q ')).toBe('EE-7K2M9Q');
    expect(parseOrderId('EE7K2M9Q')).toBe('EE-7K2M9Q');
    expect(parseOrderId('7K2M9Q')).toBe('EE-7K2M9Q');
    for (const bad of ['', 'EE-7K2M9', 'EE-7K2M9QQ', 'EE-0K2M9Q', 'EE-IK2M9Q', '1; drop']) {
      expect(parseOrderId(bad)).toBeNull();
    }
  });
});
