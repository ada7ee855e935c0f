import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@store/contract';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Badge,
  EmptyState,
  ErrorNotice,
  formatWhen,
  Loading,
  Pager,
  TabRow,
} from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { WhatsAppReplies } from '../whatsapp';
import {
  exportSubscribers,
  markRead,
  messagesQuery,
  subscribersQuery,
  type MessageList,
} from './api/inbox-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.inbox;

function MessageCard({
  message,
  listKey,
}: {
  message: ContactMessage;
  listKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const toggle = useMutation({
    mutationFn: (read: boolean) => markRead(message.id, read),
    onSuccess: (_answer, read) => {
      // The list on screen is changed in place rather than loaded again: a message opened in
      // the Unread view stays there, marked read, while the owner reads it.
      queryClient.setQueryData<MessageList>(listKey, (old) =>
        old
          ? {
              ...old,
              unread: Math.max(0, old.unread + (read ? -1 : 1)),
              data: old.data.map((m) =>
                m.id === message.id ? { ...m, readAt: read ? new Date().toISOString() : null } : m,
              ),
            }
          : old,
      );
      // The other views (All, Unread, other pages) load afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'inbox'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'today'] });
    },
    onError: (error) => toast.error(texts.notChanged, { description: errorText(error) }),
  });
  const unread = message.readAt === null;
  const bodyId = `message-${message.id}`;
  return (
    <li
      className={cn(
        'rounded-xl border bg-ivory-50 p-4',
        unread ? 'border-maroon-700' : 'border-line',
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open);
          if (!open && unread) toggle.mutate(true);
        }}
        className="flex w-full min-h-11 flex-col items-start gap-1 text-left"
      >
        <span className="flex w-full items-center justify-between gap-2">
          <span className={cn('truncate', unread ? 'font-semibold text-ink' : 'text-ink')}>
            {message.subject}
          </span>
          {unread && <Badge tone="brand">{texts.isNew}</Badge>}
        </span>
        <span className="text-sm text-muted">
          {message.name} · {formatWhen(message.createdAt)}
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="mt-3 space-y-3">
        <p className="whitespace-pre-wrap text-sm text-ink">{message.message}</p>
        <div className="flex flex-wrap gap-2">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(texts.replySubject(message.subject))}`}
            className={buttonClass('primary', 'sm', 'h-11 sm:h-11')}
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            {texts.replyTo(message.email)}
          </a>
          <button
            type="button"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(unread)}
            className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
          >
            {texts.markAs(unread)}
          </button>
        </div>
      </div>
    </li>
  );
}

function Messages() {
  const [filter, setFilter] = useState<'all' | 'unread'>('unread');
  const [page, setPage] = useState(1);
  const query = messagesQuery(filter === 'unread' ? true : undefined, page);
  const messages = useQuery(query);
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title" className="sr-only">
        {texts.messagesTitle}
      </h2>
      <TabRow
        label={texts.whichLabel}
        current={filter}
        tabs={[
          { value: 'unread', label: texts.unread, count: messages.data?.unread },
          { value: 'all', label: texts.all },
        ]}
        onSelect={(value) => {
          setFilter(value as 'all' | 'unread');
          setPage(1);
        }}
      />
      {messages.isPending ? (
        <Loading label={texts.loadingMessages} />
      ) : messages.isError ? (
        <ErrorNotice error={messages.error} onReload={() => void messages.refetch()} />
      ) : messages.data.data.length === 0 ? (
        <EmptyState>{filter === 'unread' ? texts.noUnread : texts.noMessages}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {messages.data.data.map((m) => (
              <MessageCard key={m.id} message={m} listKey={query.queryKey} />
            ))}
          </ul>
          <Pager page={page} hasMore={messages.data.hasMore} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function Subscribers() {
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const subscribers = useQuery(subscribersQuery(page));
  return (
    <section aria-labelledby="subscribers-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscribers-title" className="text-lg text-maroon-800">
          {texts.subscribersTitle}
        </h2>
        <button
          type="button"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            exportSubscribers()
              .catch((error: unknown) =>
                toast.error(texts.exportFailed, { description: errorText(error) }),
              )
              .finally(() => setExporting(false));
          }}
          className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporting ? texts.exporting : texts.exportCsv}
        </button>
      </div>
      {subscribers.isPending ? (
        <Loading label={texts.loadingSubscribers} />
      ) : subscribers.isError ? (
        <ErrorNotice error={subscribers.error} onReload={() => void subscribers.refetch()} />
      ) : subscribers.data.data.length === 0 ? (
        <EmptyState>{texts.noSubscribers}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-xl border border-line bg-ivory-50">
            {subscribers.data.data.map((s) => (
              <li
                key={s.email}
                className="flex flex-wrap justify-between gap-x-3 px-4 py-3 text-sm"
              >
                <span className="break-all text-ink">{s.email}</span>
                <span className="text-muted">{formatWhen(s.createdAt)}</span>
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={subscribers.data.hasMore} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** Inbox: contact messages (unread first) and the newsletter's subscribers. */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view = asked === 'subscribers' || asked === 'whatsapp' ? asked : 'messages';
  return (
    <>
      <AdminTitle title={texts.title} />
      <TabRow
        label={texts.sectionsLabel}
        current={view}
        tabs={[
          { value: 'messages', label: texts.sections.messages },
          { value: 'whatsapp', label: texts.sections.whatsapp },
          { value: 'subscribers', label: texts.sections.subscribers },
        ]}
        onSelect={(value) =>
          setParams(value === 'messages' ? {} : { view: value }, { replace: true })
        }
      />
      {view === 'messages' ? (
        <Messages />
      ) : view === 'whatsapp' ? (
        <WhatsAppReplies />
      ) : (
        <Subscribers />
      )}
    </>
  );
}
