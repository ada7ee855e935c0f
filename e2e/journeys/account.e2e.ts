// Accounts, at phone and desktop size, each with its own new shopper: signing in (after a wrong
// password) to a remembered page, the account page, signing out, signing in again to see the
// orders; and a forgotten password reset through the link the store writes to its mail outbox.
import { afterEach, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { outboxMessages } from '../support/servers';
import {
  openAccountPage,
  orderCard,
  signInFor,
  signInThroughPage,
  signOut,
  submitSignIn,
} from '../support/shop';
import { checkBottomBar, expectToast, heading, newShopperIdentity } from '../support/ui';

let shopper: Shopper | null = null;
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

describe.each(SIZES)('shopper at $name size', (size) => {
  test('sign in, account, sign out, sign in again and see the orders', async () => {
    const store = inject('store');
    const who = newShopperIdentity(`account-${size.name}`);
    const order = await placeOrder(store, await registerShopper(store, who), who, {
      skip: size.name === 'phone' ? 6 : 7,
    });
    shopper = await openShopper(size);
    const { page } = shopper;

    // A protected page sends a visitor to sign in; a wrong password is refused with a message.
    await page.goto(shopper.url('/orders'));
    await page.waitForURL(shopper.url('/login'));
    await submitSignIn(page, { email: who.email, password: `${who.password}-wrong` });
    await expectToast(page, 'Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');

    // The right one signs in and goes on to the page asked for.
    await signInThroughPage(shopper, who);
    await page.waitForURL(shopper.url('/orders'));
    await orderCard(page, order.id).getByText('Pending', { exact: true }).waitFor();

    // The account page: name, email, member since (like January 5, 2025).
    await openAccountPage(shopper);
    await page.getByText(`${who.firstName} ${who.lastName}`).first().waitFor();
    await page.getByText(who.email).first().waitFor();
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    await page.getByText(today).first().waitFor();
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'account');

    await signOut(shopper);
    await page.goto(shopper.url('/account'));
    await page.waitForURL(shopper.url('/login'));

    await signInFor(shopper, '/orders', who);
    await orderCard(page, order.id).getByText(order.productTitle).waitFor();
  });

  test('forgot password: the reset link from the outbox sets a new one', async () => {
    const store = inject('store');
    const who = newShopperIdentity(`reset-${size.name}`);
    await registerShopper(store, who);
    shopper = await openShopper(size);
    const { page } = shopper;

    await page.goto(shopper.url('/login'));
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.waitForURL(shopper.url('/forgot-password'));
    await heading(page, /forgot/i).waitFor();
    await page
      .getByLabel(/^email/i)
      .first()
      .fill(who.email);
    await inspectPage(shopper, 'forgot-password');
    await page.getByRole('button', { name: /reset|send/i }).click();
    await page
      .getByText(
        'If an account exists for this email, a link to reset the password is on its way.',
        {
          exact: false,
        },
      )
      .first()
      .waitFor();

    // No SMTP_URL: the store wrote the mail to DATA_DIR/outbox.
    let link = '';
    await expect
      .poll(() => {
        const mail = outboxMessages(store).find((m) => m.text.includes(`To: ${who.email}`));
        link = /(http\S+\/reset-password\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      })
      .toMatch(new RegExp(`^${store.url}/reset-password\\?token=`));

    await page.goto(link);
    await heading(page, /password/i).waitFor();
    const newPassword = `${who.password}-new`;
    await page
      .getByLabel(/^(new )?password/i)
      .first()
      .fill(newPassword);
    await page.getByLabel(/^confirm/i).fill(newPassword);
    await inspectPage(shopper, 'reset-password');
    await page.getByRole('button', { name: /reset|change|save|set/i }).click();
    await page
      .getByText('Your password has been changed. Please sign in with your new password.')
      .first()
      .waitFor();

    // The old password no longer works; the new one does.
    await page.goto(shopper.url('/login'));
    await submitSignIn(page, who);
    await expectToast(page, 'Invalid email or password');
    await signInThroughPage(shopper, { email: who.email, password: newPassword });
    await page.waitForURL(shopper.url('/'));
    await heading(page, 'Elegant Ethnic for the Modern Indian').waitFor();
  });
});
