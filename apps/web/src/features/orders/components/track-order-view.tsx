import type { Order } from '@store/contract';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { formatMobile, useAccountInfo } from '../../account';
import { useAuth } from '../../auth';
import { getOrder } from '../api/get-order';
import { OrderItemsTable } from './order-items-table';
import { OrderCancellationNote, OrderMoney } from './order-money';
import { OrderPlacedOn, OrderShippingFacts } from './order-shipping-facts';
import { ShipmentTimeline } from './shipment-timeline';
import { CreditNoteDownloads } from './credit-note-downloads';
import { InvoiceDownload, OrderTaxLines } from './order-tax';
import { StatusBadge } from './status-badge';
import { OrderReturns } from '../../returns';
import { msgid, t, tf } from '../../../lib/i18n';

export const ACCOUNT_EMAIL_NOTE = msgid('Using your account email by default');

function TrackResult({ order, contactInfo }: { order: Order; contactInfo: string }) {
  const { isAuthenticated } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [order]);
  return (
    <section
      aria-labelledby="track-result-title"
      className="mt-10 rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="track-result-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl text-maroon-800 outline-none"
          >
            {tf('Order {id}', { id: order.id })}
          </h2>
          <OrderPlacedOn order={order} className="mt-1 text-sm text-muted" />
        </div>
        <StatusBadge status={order.status} />
      </div>

      <OrderShippingFacts order={order} className="mt-6 grid gap-5 text-sm sm:grid-cols-3" />
      <ShipmentTimeline orderId={order.id} status={order.status} contactInfo={contactInfo} />

      <div className="mt-8">
        <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wider text-muted">
          {t('Items')}
        </h3>
        <OrderItemsTable order={order} caption={tf('Items in order {id}', { id: order.id })} />
        <div className="mt-4 space-y-3 sm:ml-auto sm:max-w-xs">
          <OrderCancellationNote order={order} />
          <OrderMoney order={order} />
        </div>
        <OrderTaxLines
          tax={order.tax}
          state={order.shippingAddress.state}
          className="mt-3 sm:ml-auto sm:max-w-xs"
        />
        <div className="mt-4 flex flex-wrap gap-2">
          <InvoiceDownload order={order} contactInfo={contactInfo} />
          <CreditNoteDownloads order={order} contactInfo={contactInfo} />
        </div>
        {/* Returns are asked for signed in: the request names the account's own order. */}
        {isAuthenticated && (
          <div className="mt-4">
            <OrderReturns orderId={order.id} status={order.status} />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * A signed-in shopper who followed "Track Order" from one of their orders sees it at once
 * (issue 36): the number is in the link and the account's e-mail is theirs. Once per number;
 * not once the shopper has typed another e-mail or phone (`email` is then empty).
 */
function useTrackOnArrival(
  idParam: string | null,
  email: string,
  lookUp: (id: string, email: string) => Promise<void>,
) {
  const autoTracked = useRef<string | null>(null);
  useEffect(() => {
    const id = idParam?.trim();
    if (!id || !email || autoTracked.current === id) return;
    autoTracked.current = id;
    void lookUp(id, email);
    // lookUp is a new function each render; the lookup follows the number and the e-mail only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idParam, email]);
}

/** Under the contact field: whose e-mail fills it, and a way to use the account's number. */
function ContactHint(props: {
  usingAccountEmail: boolean;
  accountPhone: string | null;
  onUsePhone: () => void;
}) {
  if (!props.usingAccountEmail)
    return <>{t('The email of your account or the phone on the order.')}</>;
  return (
    <>
      {t(ACCOUNT_EMAIL_NOTE)}
      {props.accountPhone && (
        <>
          {' · '}
          <button
            type="button"
            onClick={props.onUsePhone}
            className="font-medium text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:decoration-maroon-700"
          >
            {t('Use my mobile number')}
          </button>
        </>
      )}
    </>
  );
}

/**
 * docs/product/storefront.md section 2, "Track order": the order number (prefilled from ?id=) and the e-mail or
 * phone it was placed with (prefilled with a signed-in shopper's e-mail).
 */
export function TrackOrderView() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const account = useAccountInfo();
  const accountEmail = isAuthenticated ? account.data?.email || '' : '';
  const accountPhone = isAuthenticated ? (account.data?.phone ?? null) : null;

  const [orderId, setOrderId] = useState(params.get('id') ?? '');
  const [contact, setContact] = useState('');
  const [contactEdited, setContactEdited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const orderRef = useRef<HTMLInputElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);

  // Follow ?id= when a link changes it while this page is open.
  const idParam = params.get('id');
  useEffect(() => {
    if (idParam !== null) setOrderId(idParam);
  }, [idParam]);

  // The account's e-mail arrives after the first render; it fills the field unless typed over.
  const contactValue = contactEdited ? contact : contact || accountEmail;
  const usingAccountEmail = !contactEdited && accountEmail !== '' && contactValue === accountEmail;

  const lookUp = async (id: string, info: string, quiet: boolean) => {
    setBusy(true);
    try {
      setOrder(await getOrder(id, info));
    } catch (error) {
      console.error('Order lookup failed', error);
      setOrder(null);
      // Looked up by itself (below): a miss leaves the form, not a toast nobody asked for.
      if (!quiet) {
        toast.error('Error', {
          description: 'Failed to find order. Please check your information and try again.',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  useTrackOnArrival(idParam, contactEdited ? '' : accountEmail, (id, email) =>
    lookUp(id, email, true),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = orderId.trim();
    const info = contactValue.trim();
    if (!id || !info) {
      toast.error('Required fields', {
        description: 'Please enter both order number and email/phone',
      });
      (id ? contactRef : orderRef).current?.focus();
      return;
    }
    await lookUp(id, info, false);
  };

  return (
    <>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-5 rounded-2xl border border-line bg-ivory-50 p-5 sm:grid-cols-2 sm:p-8 lg:grid-cols-[1fr_1fr_auto] lg:items-start"
      >
        <TextField
          ref={orderRef}
          id="track-order-id"
          label={t('Order number')}
          placeholder={t('EE-7K2M9Q')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
        />
        <TextField
          ref={contactRef}
          id="track-contact"
          label={t('Email or phone')}
          placeholder={t('you@example.com or 98765 43210')}
          autoComplete="email"
          spellCheck={false}
          hint={
            <ContactHint
              usingAccountEmail={usingAccountEmail}
              accountPhone={accountPhone}
              onUsePhone={() => {
                setContactEdited(true);
                setContact(formatMobile(accountPhone ?? ''));
                contactRef.current?.focus();
              }}
            />
          }
          value={contactValue}
          onChange={(e) => {
            setContactEdited(true);
            setContact(e.target.value);
          }}
        />
        <button
          type="submit"
          disabled={busy}
          className={buttonClass(
            'primary',
            'lg',
            'w-full sm:col-span-2 lg:col-span-1 lg:mt-7 lg:w-auto',
          )}
        >
          <Search className="h-4 w-4" aria-hidden="true" />
          {t(busy ? 'Tracking...' : 'Track Order')}
        </button>
      </form>
      {order && <TrackResult order={order} contactInfo={contactValue} />}
    </>
  );
}
