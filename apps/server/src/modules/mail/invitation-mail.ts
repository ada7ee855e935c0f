// The staff invitation mail (issue 36): the owner's invitation reaches the new member through
// the outbox, like the order mails, instead of only being shown to the owner to pass on. It is
// written when queued, since there is no order to render it from later.
import type { Executor } from '../../db/client.ts';
import { html } from './mail-html.ts';
import { insertOutboxMails } from './mail.repository.ts';

export interface StaffInvitationMail {
  invitationId: string;
  to: string;
  /** The whole single-use link, with the store's public address. */
  link: string;
  storeName: string;
  /** When the link stops working, as the owner's screen says it. */
  expiresAt: Date;
}

const when = (at: Date) =>
  at.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

export function renderInvitationMail(mail: StaffInvitationMail) {
  const until = `${when(mail.expiresAt)} IST`;
  const subject = `You are invited to the staff of ${mail.storeName}`;
  const text = [
    'Namaste,',
    '',
    `The owner of ${mail.storeName} invites you to help run the store as staff.`,
    `To accept, open this link and choose your password (it works once, until ${until}):`,
    '',
    mail.link,
    '',
    'If you did not expect this invitation, ignore this message: nothing happens without the link.',
    '',
    mail.storeName,
    '',
  ].join('\n');
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family:Georgia,serif;color:#2b1d16">
        <p>Namaste,</p>
        <p>The owner of ${mail.storeName} invites you to help run the store as staff.</p>
        <p>
          <a href="${mail.link}" style="color:#7a1f2b">Accept the invitation</a> and choose your
          password. The link works once, until ${until}.
        </p>
        <p style="word-break:break-all;font-size:12px">${mail.link}</p>
        <p>
          If you did not expect this invitation, ignore this message: nothing happens without the
          link.
        </p>
        <p>${mail.storeName}</p>
      </body>
    </html>`;
  return { subject, text, html: body.value };
}

/** Queues the invitation in the caller's transaction: sent once the invitation is committed. */
export async function queueInvitationMail(tx: Executor, mail: StaffInvitationMail): Promise<void> {
  await insertOutboxMails(tx, [
    {
      event: 'staff-invitation',
      orderId: null,
      dedupeKey: `staff-invitation:${mail.invitationId}`,
      data: {},
      attachments: [],
      to: mail.to,
      ...renderInvitationMail(mail),
    },
  ]);
}
