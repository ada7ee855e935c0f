// The sandbox gateway's own record of its transactions: what each form asked for and what the
// tester chose, which is what its verify_payment answers from. It lives in memory, as a
// sandbox may: a restart forgets it, and the store then hears "Not Found", as PayU answers for
// a transaction it never saw.
export type SandboxStatus = 'pending' | 'success' | 'failure';

export interface SandboxTransaction {
  txnid: string;
  status: SandboxStatus;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1: string;
  mihpayid: string;
  /** PayU's mode: CC for the card checkout, UPI for the S2S UPI flow. */
  mode?: string;
}

/** Enough for any test run or tester; the oldest are forgotten first. */
const CAPACITY = 10_000;

const transactions = new Map<string, SandboxTransaction>();

export const sandboxLedger = {
  /**
   * Records a transaction the sandbox has shown or settled. A settled one is never reopened
   * by showing its form again (the browser's back button).
   */
  record(entry: SandboxTransaction): void {
    const known = transactions.get(entry.txnid);
    if (known && known.status !== 'pending' && entry.status === 'pending') return;
    transactions.delete(entry.txnid);
    transactions.set(entry.txnid, entry);
    if (transactions.size > CAPACITY) {
      const oldest = transactions.keys().next().value;
      if (oldest !== undefined) transactions.delete(oldest);
    }
  },
  find(txnid: string): SandboxTransaction | undefined {
    return transactions.get(txnid);
  },
  /** The transaction PayU knows by `mihpayid` (what a refund names), if any. */
  findByPayuId(mihpayid: string): SandboxTransaction | undefined {
    for (const t of transactions.values()) if (t.mihpayid === mihpayid) return t;
    return undefined;
  },
  /** UPI transactions still waiting for the shopper's app, newest first. */
  pendingUpi(): SandboxTransaction[] {
    return [...transactions.values()]
      .filter((t) => t.mode === 'UPI' && t.status === 'pending')
      .reverse();
  },
};
