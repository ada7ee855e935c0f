// The Ship screen (docs/shipping.md): pick the Processing orders, check each parcel's weight and
// size, "Ship with ..." books them; then the labels (one 4 x 6 inch PDF page each) and the day's
// manifest. Phone first: one card per order, the book button under the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookParcelsResponse, PackageSize, ShipQueueResponse } from '@store/contract';
import { formatRupees } from '../../../lib/money';
import { FileDown, Truck } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { AdminTitle, Card, EmptyState, ErrorNotice, Loading } from '../../components/admin-ui';
import { adminTexts } from '../../admin-texts';
import { errorText } from '../../lib/admin-api';
import { bookParcels, downloadLabels, downloadManifest, shipQueueQuery } from './api/shipping-api';
import CodRemittance from './cod-remittance';
import CourierManifest from './courier-manifest';
import FailedDeliveries from './failed-deliveries';
import ShippingSettingsForm from './shipping-settings-form';

type Entry = ShipQueueResponse['data'][number];

const texts = adminTexts.ship;
const SIZE_KEYS: (keyof PackageSize)[] = ['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'];

function ParcelCard({
  entry,
  picked,
  size,
  onPick,
  onSize,
}: {
  entry: Entry;
  picked: boolean;
  size: PackageSize;
  onPick: (on: boolean) => void;
  onSize: (size: PackageSize) => void;
}) {
  const id = `ship-${entry.orderId}`;
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5"
          checked={picked}
          onChange={(e) => onPick(e.target.checked)}
        />
        <label htmlFor={id} className="min-w-0 flex-1">
          <span className="block font-semibold">{entry.orderId}</span>
          <span className="block text-sm">
            {entry.fullName}, {entry.city} {entry.postalCode}
          </span>
          <span className="block text-sm text-muted">
            {texts.item(entry.items)} ·{' '}
            {entry.codAmount > 0 ? texts.cod(formatRupees(entry.codAmount)) : texts.prepaid}
          </span>
        </label>
      </div>
      {picked && (
        <fieldset className="mt-3 grid grid-cols-2 gap-2">
          <legend className="sr-only">{texts.packageOf(entry.orderId)}</legend>
          {SIZE_KEYS.map((key) => (
            <label key={key} className="text-sm">
              {texts.sizes[key]}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                className="mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3"
                value={size[key]}
                onChange={(e) => onSize({ ...size, [key]: Number(e.target.value) })}
              />
            </label>
          ))}
        </fieldset>
      )}
    </li>
  );
}

function Results({ answer }: { answer: BookParcelsResponse }) {
  const booked = answer.data.filter((d) => d.outcome === 'booked').map((d) => d.orderId);
  return (
    <Card title={texts.booked} className="mt-4">
      <ul className="space-y-2 text-sm" aria-live="polite">
        {answer.data.map((d) => (
          <li key={d.orderId}>
            <span className="font-semibold">{d.orderId}</span>:{' '}
            {d.outcome === 'booked' ? texts.bookedAs(d.awb, d.courier) : d.reason}
          </li>
        ))}
      </ul>
      {booked.length > 0 && (
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-3 w-full sm:w-auto')}
          onClick={() =>
            void downloadLabels(booked).catch((e) =>
              toast.error(texts.noLabels, { description: errorText(e) }),
            )
          }
        >
          <FileDown aria-hidden="true" className="h-4 w-4" /> {texts.labels}
        </button>
      )}
    </Card>
  );
}

export default function ShippingPage() {
  const queryClient = useQueryClient();
  const queue = useQuery(shipQueueQuery());
  const [picked, setPicked] = useState<Record<string, PackageSize>>({});
  const [answer, setAnswer] = useState<BookParcelsResponse | null>(null);
  const book = useMutation({
    mutationFn: () =>
      bookParcels({
        parcels: Object.entries(picked).map(([orderId, size]) => ({ orderId, ...size })),
      }),
    onSuccess: (a) => {
      setAnswer(a);
      setPicked({});
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e) => toast.error(texts.notBooked, { description: errorText(e) }),
  });
  const shiprocket = queue.data?.provider === 'shiprocket';
  const providerName = texts.providers[shiprocket ? 'shiprocket' : 'self'];
  const count = Object.keys(picked).length;
  return (
    <div className="mx-auto max-w-2xl">
      <AdminTitle
        title={texts.title}
        actions={
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() =>
              void downloadManifest().catch((e) =>
                toast.error(texts.noManifest, { description: errorText(e) }),
              )
            }
          >
            <FileDown aria-hidden="true" className="h-4 w-4" /> {texts.todaysManifest}
          </button>
        }
      />
      {shiprocket && <CourierManifest />}
      {queue.isPending && <Loading label={texts.loading} />}
      {queue.isError && <ErrorNotice error={queue.error} onReload={() => void queue.refetch()} />}
      {queue.data && queue.data.data.length === 0 && !answer && (
        <EmptyState>{texts.nothingToShip}</EmptyState>
      )}
      {queue.data && queue.data.data.length > 0 && (
        <>
          <ul className="space-y-3">
            {queue.data.data.map((entry) => (
              <ParcelCard
                key={entry.orderId}
                entry={entry}
                picked={entry.orderId in picked}
                size={picked[entry.orderId] ?? entry.package}
                onPick={(on) =>
                  setPicked(({ [entry.orderId]: _dropped, ...rest }) =>
                    on ? { ...rest, [entry.orderId]: entry.package } : rest,
                  )
                }
                onSize={(size) => setPicked((p) => ({ ...p, [entry.orderId]: size }))}
              />
            ))}
          </ul>
          <button
            type="button"
            className={buttonClass('primary', 'lg', 'mt-4 w-full')}
            disabled={count === 0 || book.isPending}
            onClick={() => book.mutate()}
          >
            <Truck aria-hidden="true" className="h-5 w-5" />
            {book.isPending ? texts.booking : texts.shipWith(providerName, count)}
          </button>
        </>
      )}
      {answer && <Results answer={answer} />}
      <FailedDeliveries />
      <CodRemittance />
      <ShippingSettingsForm />
    </div>
  );
}
