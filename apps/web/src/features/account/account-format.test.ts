import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { unwrapAccountInfo } from './api/get-account-info';
import {
  ACCOUNT_LOAD_FALLBACK,
  accountLoadError,
  formatMemberSince,
  formatMobile,
  nationalMobile,
} from './account-format';

describe('member since', () => {
  it('reads like January 5, 2025', () => {
    expect(formatMemberSince('2025-01-05T10:00:00.000Z')).toBe('January 5, 2025');
  });

  it('uses the Indian calendar day', () => {
    // 20:00 UTC on 4 January is 01:30 on 5 January in India.
    expect(formatMemberSince('2025-01-04T20:00:00.000Z')).toBe('January 5, 2025');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatMemberSince('')).toBe('');
    expect(formatMemberSince('yesterday')).toBe('');
  });
});

describe('account load failure (docs/product/storefront.md section 8)', () => {
  it('names the status, a missing response or the message', () => {
    expect(accountLoadError(new ApiError('Unauthorised', 401))).toBe(
      'Failed to load account information (Status: 401)',
    );
    expect(accountLoadError(new ApiError('No response', 0))).toBe(
      'Failed to load account information (No response received)',
    );
    expect(accountLoadError(new Error('JSON broke'))).toBe(
      'Failed to load account information: JSON broke',
    );
    expect(accountLoadError(undefined)).toBe(ACCOUNT_LOAD_FALLBACK);
  });
});

describe('mobile numbers', () => {
  it('are written as people write them, and as a form takes them', () => {
    expect(formatMobile('+919876543210')).toBe('+91 98765 43210');
    expect(nationalMobile('+919876543210')).toBe('98765 43210');
    expect(formatMobile('12345')).toBe('12345');
  });
});

describe('account info response', () => {
  const info = {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    phone: '+919876543210',
    createdAt: '2025-01-05T10:00:00.000Z',
  };
  it('is read wrapped in data or as the object itself (docs/product/storefront.md section 3)', () => {
    expect(unwrapAccountInfo({ data: info })).toEqual(info);
    expect(unwrapAccountInfo(info)).toEqual(info);
    expect(unwrapAccountInfo(null)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: null,
      createdAt: '',
    });
  });

  it('reads a missing or empty phone as none', () => {
    expect(unwrapAccountInfo({ data: { ...info, phone: '' } }).phone).toBeNull();
    const { phone: _none, ...withoutPhone } = info;
    expect(unwrapAccountInfo(withoutPhone).phone).toBeNull();
  });
});
