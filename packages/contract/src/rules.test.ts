import { describe, expect, it } from 'vitest';
import {
  accountPhoneField,
  firstNameField,
  lastNameField,
  newPasswordField,
  registerRequest,
  updateAccountRequest,
} from './accounts.ts';
import { emailField } from './content.ts';
import { indianMobileField, lineQuantity, order, orderStatus, pinCodeField } from './orders.ts';
import {
  asOrderStatus,
  canTransition,
  clampLineQuantity,
  formatIndianMobile,
  INDIAN_MOBILE_MESSAGE,
  INDIAN_STATES,
  isOrderStatus,
  MAX_LINE_QUANTITY,
  ORDER_STATUS_NAMES,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  OrderStatus,
  parseIndianMobile,
  parsePinCode,
  PIN_CODE_MESSAGE,
  statusesBefore,
} from './rules.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('PIN codes', () => {
  it.each([
    ['110001', '110001'],
    ['560025', '560025'],
    ['999999', '999999'],
    [' 400 001 ', '400001'],
  ])('accepts %j as %j', (raw, stored) => {
    expect(parsePinCode(raw)).toBe(stored);
    expect(pinCodeField.parse(raw)).toBe(stored);
  });

  it.each(['012345', '000000', '40001', '4000011', '40000a', '', '4000 01', '४००००१', '4e5001'])(
    'refuses %j with the form message',
    (raw) => {
      expect(parsePinCode(raw)).toBeNull();
      expect(messages(pinCodeField.safeParse(raw))).toEqual([PIN_CODE_MESSAGE]);
    },
  );
});

describe('mobile numbers', () => {
  it.each([
    '9876543210',
    '6000000000',
    '+919876543210',
    '+91 98765 43210',
    '+91-98765-43210',
    '919876543210',
    '09876543210',
    '0091 9876543210',
    '(+91) 98765-43210',
    '98765.43210',
  ])('stores %j as +91 and ten digits', (raw) => {
    const stored = raw.includes('6000') ? '+916000000000' : '+919876543210';
    expect(parseIndianMobile(raw)).toBe(stored);
    expect(indianMobileField.parse(raw)).toBe(stored);
  });

  it.each([
    '5876543210',
    '+915876543210',
    '987654321',
    '+91987654321',
    '98765432101',
    '+9198765432101',
    '+449876543210',
    '+00919876543210',
    '98765abcde',
    '',
    '+',
  ])('refuses %j with the form message', (raw) => {
    expect(parseIndianMobile(raw)).toBeNull();
    expect(messages(indianMobileField.safeParse(raw))).toEqual([INDIAN_MOBILE_MESSAGE]);
  });
});

describe('states', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });
});

describe('order statuses', () => {
  it('numbers and names the five statuses', () => {
    expect(ORDER_STATUSES).toEqual([0, 1, 2, 3, 4]);
    expect(OrderStatus).toEqual({
      Pending: 0,
      Processing: 1,
      Shipped: 2,
      Delivered: 3,
      Cancelled: 4,
    });
    expect(ORDER_STATUSES.map((code) => ORDER_STATUS_NAMES[code])).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });

  // Written out as a table, so that any change to the transitions is a test failure.
  const allowed = new Set(['0->1', '0->4', '1->2', '1->4', '2->3']);
  const codes = [-1, 0, 1, 2, 3, 4, 5, 1.5, Number.NaN];
  for (const from of codes) {
    for (const to of codes) {
      const move = `${from}->${to}`;
      it(`${allowed.has(move) ? 'allows' : 'refuses'} ${move}`, () => {
        expect(canTransition(from, to)).toBe(allowed.has(move));
      });
    }
  }

  it('holds the transitions as data, and knows which statuses lead to each one', () => {
    expect(ORDER_STATUS_TRANSITIONS).toEqual({ 0: [1, 4], 1: [2, 4], 2: [3], 3: [], 4: [] });
    expect(ORDER_STATUSES.map(statusesBefore)).toEqual([[], [0], [1], [2], [0, 1]]);
  });

  it('tells a status code from any other value', () => {
    for (const code of ORDER_STATUSES) expect(isOrderStatus(code)).toBe(true);
    for (const other of [-1, 5, 1.5, '1', null, undefined])
      expect(isOrderStatus(other)).toBe(false);
    expect(asOrderStatus(3)).toBe(3);
    expect(() => asOrderStatus(7)).toThrow('Unknown order status 7');
  });

  it('lets an order on the wire carry only a status code', () => {
    expect(orderStatus.safeParse(4).success).toBe(true);
    expect(orderStatus.safeParse(5).success).toBe(false);
    expect(orderStatus.safeParse('0').success).toBe(false);
    expect(order.shape.status.safeParse(7).success).toBe(false);
  });
});

describe('line quantities', () => {
  it('take whole numbers from 1 to 10', () => {
    expect(MAX_LINE_QUANTITY).toBe(10);
    for (const q of [1, 5, 10]) expect(lineQuantity.safeParse(q).success).toBe(true);
    for (const q of [0, -1, 11, 1.5, '3', null]) {
      expect(messages(lineQuantity.safeParse(q))).toEqual([
        'quantity must be a whole number from 1 to 10',
      ]);
    }
  });

  it('clamp what is asked into those bounds', () => {
    expect([-3, 0, 1, 2.7, 10, 11, 99].map(clampLineQuantity)).toEqual([1, 1, 1, 2, 10, 10, 10]);
  });
});

describe('names, e-mails and passwords', () => {
  it('take 2 to 50 characters of letters, after trimming', () => {
    expect(firstNameField.parse('  Asha ')).toBe('Asha');
    expect(firstNameField.parse('Al')).toBe('Al');
    expect(lastNameField.parse('x'.repeat(50))).toBe('x'.repeat(50));
    expect(firstNameField.parse("D'Souza-Verma Jr.")).toBe("D'Souza-Verma Jr.");
    expect(firstNameField.parse('प्रिया')).toBe('प्रिया');
    expect(messages(firstNameField.safeParse(' A '))).toEqual([
      'First name must be at least 2 characters',
    ]);
    expect(messages(lastNameField.safeParse('V'))).toEqual([
      'Last name must be at least 2 characters',
    ]);
    expect(messages(lastNameField.safeParse('x'.repeat(51)))).toEqual([
      'Last name must be at most 50 characters',
    ]);
  });

  it('refuse names that do not start with a letter or hold other characters', () => {
    for (const name of ['12', '-Asha', 'Asha!', 'Asha\u0000', 'As<b>ha']) {
      expect(messages(firstNameField.safeParse(name))).toEqual([
        'First name may only contain letters, spaces, apostrophes, hyphens and dots',
      ]);
    }
  });

  it('read e-mails trimmed and lower-cased', () => {
    expect(emailField.parse('  Asha@Example.IN ')).toBe('asha@example.in');
    for (const email of ['', 'asha@example', 'asha verma@example.in', 'asha@@example.in']) {
      expect(messages(emailField.safeParse(email))).toEqual(['Invalid email address']);
    }
  });

  it('take passwords of 6 to 128 characters', () => {
    expect(messages(newPasswordField.safeParse('12345'))).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(newPasswordField.safeParse('123456').success).toBe(true);
    expect(messages(newPasswordField.safeParse('x'.repeat(129)))).toEqual([
      'Password must be at most 128 characters',
    ]);
  });

  it('check a whole registration', () => {
    expect(
      registerRequest.parse({
        email: 'Asha@Example.in',
        password: 'secret1',
        firstName: ' Asha',
        lastName: 'Verma ',
      }),
    ).toEqual({
      email: 'asha@example.in',
      password: 'secret1',
      firstName: 'Asha',
      lastName: 'Verma',
    });
  });
});

describe("an account's optional phone", () => {
  it('reads any usual way of writing a mobile number into +91 and ten digits', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', '0091 (98765) 43210'])
      expect(accountPhoneField.parse(typed)).toBe('+919876543210');
  });

  it('takes null, empty and blank as no phone', () => {
    for (const none of [null, '', '   ']) expect(accountPhoneField.parse(none)).toBeNull();
  });

  it('refuses anything else with the message the checkout form uses', () => {
    for (const bad of ['12345', '5876543210', '+44 7911 123456', '9'.repeat(33), 9876543210, {}])
      expect(messages(accountPhoneField.safeParse(bad))).toEqual([INDIAN_MOBILE_MESSAGE]);
  });

  it('is optional at registration, and stored normalised when given', () => {
    const base = { email: 'a@b.in', password: 'secret1', firstName: 'Asha', lastName: 'Verma' };
    expect(registerRequest.parse(base)).not.toHaveProperty('phone');
    expect(registerRequest.parse({ ...base, phone: '7012345678' }).phone).toBe('+917012345678');
    const bad = registerRequest.safeParse({ ...base, phone: '70123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', INDIAN_MOBILE_MESSAGE],
    ]);
  });

  it('is the only thing an account update may carry', () => {
    expect(updateAccountRequest.parse({ phone: '' })).toEqual({ phone: null });
    expect(updateAccountRequest.safeParse({ phone: null, email: 'x@y.in' }).success).toBe(false);
    expect(updateAccountRequest.safeParse({}).success).toBe(false);
  });
});

describe('a mobile number as people read it', () => {
  it('groups the ten digits after +91, and leaves any other text as it is', () => {
    expect(formatIndianMobile('+919123456789')).toBe('+91 91234 56789');
    expect(formatIndianMobile('+91 98290 12345')).toBe('+91 98290 12345');
    expect(formatIndianMobile('12345')).toBe('12345');
  });
});
