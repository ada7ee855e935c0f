// PayU's formulas pinned to vectors computed outside this code. Each expected digest was made
// with the shell command in the comment above it (printf '%s' ... | sha512sum) and pasted here.
import { describe, expect, it } from 'vitest';
import { payuRequestHash, payuResponseHash, sameHash } from './payu-hash.ts';

describe('PayU request hash', () => {
  it("matches PayU's own worked example (udf2 and udf4 posted, the rest not)", () => {
    // From PayU's developer guide, "Hash generation", case 2. Reproduced with:
    // printf '%s' 'C0Dr8m|12345|10|Shopping|Test|test@test.com||abc||15|||||||3sf0jURk' | sha512sum
    const hash = payuRequestHash(
      {
        key: 'C0Dr8m',
        txnid: '12345',
        amount: '10',
        productinfo: 'Shopping',
        firstname: 'Test',
        email: 'test@test.com',
        udf2: 'abc',
        udf4: '15',
      },
      '3sf0jURk',
    );
    expect(hash).toBe(
      'ffcdbf04fa5beefdcc2dd476c18bc410f02b3968e7f4f54e8f43f1e1a310bb32e3b4dec9305232bb89db5b1d0c009a53bcace6f4bd8ec2f695baf3d43ba730ce',
    );
  });

  it("signs this store's form: the order id in udf1, amount with two decimals", () => {
    // printf '%s' 'gtKFFx|EE1A2B3C4D5E6F7G8H|1499.00|Order EE-7K2M9Q|Asha Verma|asha@example.in|EE-7K2M9Q||||||||||eCwWELxi' | sha512sum
    const hash = payuRequestHash(
      {
        key: 'gtKFFx',
        txnid: 'EE1A2B3C4D5E6F7G8H',
        amount: '1499.00',
        productinfo: 'Order EE-7K2M9Q',
        firstname: 'Asha Verma',
        email: 'asha@example.in',
        udf1: 'EE-7K2M9Q',
      },
      'eCwWELxi',
    );
    expect(hash).toBe(
      'c207634984e01bb031408e18c3a011ded899821031e18d4e31be3442d4466df6782528374e351cea8ef9c72a3a0d092ed24ed1ce75fb80feba98733139b5fbe2',
    );
  });
});

describe('PayU reverse (response) hash', () => {
  const example = {
    key: 'C0Dr8m',
    txnid: '12345',
    amount: '10',
    productinfo: 'Shopping',
    firstname: 'Test',
    email: 'test@test.com',
    udf2: 'abc',
    udf4: '15',
    status: 'success',
  };

  it('puts the salt and status first and the fields in reverse order', () => {
    // printf '%s' '3sf0jURk|success|||||||15||abc||test@test.com|Test|Shopping|10|12345|C0Dr8m' | sha512sum
    expect(payuResponseHash(example, '3sf0jURk')).toBe(
      '012af4d4cc8a3d93ef15ff56da20f74ac9f3f3d713f7d34fba17ff606793eda269b807ef06dd5c9267ed3113d0cc1050dd2ebc2079cad68e03215c2593c61d4f',
    );
  });

  it('leads with additionalCharges when PayU reports them', () => {
    // printf '%s' '50.00|3sf0jURk|success|||||||15||abc||test@test.com|Test|Shopping|10|12345|C0Dr8m' | sha512sum
    expect(payuResponseHash({ ...example, additionalCharges: '50.00' }, '3sf0jURk')).toBe(
      '99f5edf932269a1db7b965e6e7567415c69068d73f79adf7d76546a3d500424368a4a67f7994514b0ba0cd9e0223c68fc8d81f6e7eea827237610d06f6714321',
    );
  });

  it("covers a failure of this store's transaction", () => {
    // printf '%s' 'eCwWELxi|failure||||||||||EE-7K2M9Q|asha@example.in|Asha Verma|Order EE-7K2M9Q|1499.00|EE1A2B3C4D5E6F7G8H|gtKFFx' | sha512sum
    const hash = payuResponseHash(
      {
        key: 'gtKFFx',
        txnid: 'EE1A2B3C4D5E6F7G8H',
        amount: '1499.00',
        productinfo: 'Order EE-7K2M9Q',
        firstname: 'Asha Verma',
        email: 'asha@example.in',
        udf1: 'EE-7K2M9Q',
        status: 'failure',
      },
      'eCwWELxi',
    );
    expect(hash).toBe(
      '761c188be407dc6c5cebc51774eacce82c511ba7f9713cf0a228fdd004a800d1a1c1c29670f10465e3a5049ef47100033d27d2e4628a7e98157c73e1aac991b4',
    );
  });
});

describe('hash comparison', () => {
  it('ignores letter case but nothing else', () => {
    expect(sameHash('abcdef', 'ABCDEF')).toBe(true);
    expect(sameHash('abcdef', 'abcdee')).toBe(false);
    expect(sameHash('abcdef', 'abcde')).toBe(false);
    expect(sameHash('abcdef', '')).toBe(false);
  });
});
