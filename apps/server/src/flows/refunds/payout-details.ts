// Where the owner pays a refund by hand (cash on delivery, direct UPI): a UPI ID, or a bank
// account with its IFSC. Checked for form only; the owner's bank checks the rest.
import { invalid } from '../../lib/domain-error.ts';

export interface Payout {
  upiId?: string | undefined;
  bank?: { accountName: string; accountNumber: string; ifsc: string } | undefined;
}

/** A UPI ID: a handle, @, and the provider (NPCI's form, as in payments/providers/upi.ts). */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** IFSC: four letters for the bank, a zero, six letters or digits for the branch (RBI). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;

export function checkPayout(to: 'upi' | 'bank', payout: Payout | undefined): Payout {
  if (to === 'upi') {
    const upiId = payout?.upiId?.trim() ?? '';
    if (!UPI_ID.test(upiId)) throw invalid('Enter a UPI ID like name@bank.', { upiId: 'invalid' });
    return { upiId };
  }
  const bank = payout?.bank;
  const accountName = bank?.accountName.trim() ?? '';
  const accountNumber = bank?.accountNumber.replace(/\s/g, '') ?? '';
  const ifsc = bank?.ifsc.trim().toUpperCase() ?? '';
  if (!accountName || accountName.length > 100) {
    throw invalid('Enter the name on the bank account.', { accountName: 'invalid' });
  }
  if (!ACCOUNT_NUMBER.test(accountNumber)) {
    throw invalid('An account number is 9 to 18 digits.', { accountNumber: 'invalid' });
  }
  if (!IFSC.test(ifsc))
    throw invalid('Enter an 11-character IFSC like SBIN0001234.', { ifsc: 'invalid' });
  return { bank: { accountName, accountNumber, ifsc } };
}
