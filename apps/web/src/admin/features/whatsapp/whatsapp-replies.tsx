// Shoppers' own words on WhatsApp, beside the contact messages in the Inbox (docs/whatsapp.md):
// each with the order it belongs to and a link to answer in WhatsApp.
import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles';
import { Link } from '../../../components/ui/link';
import { EmptyState, ErrorNotice, formatWhen, Loading } from '../../components/admin-ui';
import { whatsappInboxQuery } from './api/whatsapp-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.whatsappReplies;

export function WhatsAppReplies() {
  const replies = useQuery(whatsappInboxQuery());
  return (
    <section aria-labelledby="whatsapp-replies-title">
      <h2 id="whatsapp-replies-title" className="sr-only">
        {texts.title}
      </h2>
      {replies.isPending ? (
        <Loading label={texts.loading} />
      ) : replies.isError ? (
        <ErrorNotice error={replies.error} onReload={() => void replies.refetch()} />
      ) : replies.data.data.length === 0 ? (
        <EmptyState>{texts.none}</EmptyState>
      ) : (
        <ul className="space-y-3">
          {replies.data.data.map((m) => (
            <li key={m.id} className="rounded-xl border border-line bg-ivory-50 p-4">
              <p className="text-sm text-muted">
                +{m.fromPhone} · {formatWhen(m.receivedAt)}
                {m.orderId && (
                  <>
                    {' · '}
                    <Link
                      to={`/admin/orders/${encodeURIComponent(m.orderId)}`}
                      className="text-maroon-700 underline"
                    >
                      {texts.order(m.orderId)}
                    </Link>
                  </>
                )}
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">{m.body}</p>
              <a
                href={`https://wa.me/${m.fromPhone}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'sm', 'mt-3 h-11 sm:h-11')}
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                {texts.answer}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
