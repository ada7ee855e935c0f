// The sandbox gateway's pages: plain HTML, no script (the content security policy forbids
// inline script anyway), every value escaped, and "Test mode" on each of them.
import { formatPaiseShort } from '@store/contract';

export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #fdf8f0; color: #2b2118; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border: 1px solid #e7dccb;
         border-radius: 12px; padding: 2rem; box-sizing: border-box; }
  @media (max-width: 30rem) { main { margin: 1rem; padding: 1.25rem; } }
  .badge { display: inline-block; background: #fde68a; color: #713f12; font-weight: 700;
           border-radius: 999px; padding: .2rem .8rem; font-size: .85rem; }
  h1 { font-size: 1.4rem; margin: 1rem 0 .5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .3rem 1rem; }
  dt { color: #7a6a58; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  form { display: inline; }
  button { font: inherit; border-radius: 8px; padding: .7rem 1.2rem; margin: .5rem .5rem 0 0;
           cursor: pointer; border: 1px solid #7c2d12; }
  .pay { background: #7c2d12; color: #fff; }
  .fail { background: #fff; color: #7c2d12; }
  .note { color: #7a6a58; font-size: .9rem; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">TEST MODE</span>
${body}
</main>
</body>
</html>
`;
}

export function hiddenInputs(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

export function checkoutPage(input: {
  request: Readonly<Record<string, string>>;
  amountPaise: number;
  completeUrl: string;
}): string {
  const amount = formatPaiseShort(input.amountPaise);
  const r = input.request;
  const button = (outcome: 'success' | 'failure', label: string, cls: string) => `
<form method="post" action="${escapeHtml(input.completeUrl)}">
${hiddenInputs(r)}
<input type="hidden" name="sandbox_outcome" value="${outcome}">
<button type="submit" class="${cls}">${escapeHtml(label)}</button>
</form>`;
  return page(
    'Test mode payment',
    `<h1>Test mode payment</h1>
<p class="note">This is the store's built-in test gateway. It speaks PayU's protocol, but no
card is charged and no money moves.</p>
<p class="amount">${escapeHtml(amount)}</p>
<dl>
<dt>For</dt><dd>${escapeHtml(r.productinfo ?? '')}</dd>
<dt>Name</dt><dd>${escapeHtml(r.firstname ?? '')}</dd>
<dt>Email</dt><dd>${escapeHtml(r.email ?? '')}</dd>
<dt>Transaction</dt><dd>${escapeHtml(r.txnid ?? '')}</dd>
</dl>
${button('success', `Pay ${amount} (test)`, 'pay')}
${button('failure', 'Fail payment', 'fail')}`,
  );
}

export function returnPage(input: {
  succeeded: boolean;
  action: string;
  response: Readonly<Record<string, string>>;
  notified: boolean;
}): string {
  return page(
    input.succeeded ? 'Test payment successful' : 'Test payment failed',
    `<h1>${input.succeeded ? 'Test payment successful' : 'Test payment failed'}</h1>
<p class="note">${
      input.notified
        ? 'The store has been notified.'
        : 'The store did not take the notification; it will check the return the same way.'
    } Test mode: no money moved.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hiddenInputs(input.response)}
<button type="submit" class="pay">Return to store</button>
</form>`,
  );
}

export function errorPage(reason: string): string {
  return page(
    'Test mode payment: request refused',
    `<h1>Payment request refused</h1>
<p>${escapeHtml(reason)}</p>
<p class="note">Test mode: the store's built-in test gateway checks requests as PayU does.</p>`,
  );
}
