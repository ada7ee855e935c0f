// The failed-delivery queue (docs/shipping.md, "Failed deliveries"): each parcel with the
// courier's reason, "Try again" (optionally a new date, address or phone) or "Return to origin",
// both sent to the courier. Phone first: one card per parcel.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedDeliveryAction, FailedDeliveryList } from '@store/contract';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { adminTexts } from '../../admin-texts';
import { Card, formatWhen } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { actOnFailedDelivery, failedDeliveriesQuery } from './api/shipping-api';

type Failed = FailedDeliveryList['data'][number];

const texts = adminTexts.shipFailed;

function FailedCard({ item }: { item: Failed }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState('');
  const act = useMutation({
    mutationFn: (body: FailedDeliveryAction) => actOnFailedDelivery(item.orderId, body),
    onSuccess: (list, body) => {
      queryClient.setQueryData(['admin', 'shipping', 'failed'], list);
      toast.success(body.action === 'return' ? texts.returnSent : texts.attemptAsked);
    },
    onError: (e) => toast.error(texts.notSent, { description: errorText(e) }),
  });
  const id = item.orderId;
  return (
    <li className="rounded-xl border border-line bg-white p-3 text-sm">
      <p className="font-semibold">
        {id} · {texts.awb(item.awb)}
      </p>
      <p>
        {item.fullName}, {item.city} {item.postalCode} · {item.phone}
      </p>
      <p className="text-muted">
        {formatWhen(item.at)}: {item.reason ?? texts.noReason}
        {item.codAmount > 0 ? texts.cod(formatRupees(item.codAmount)) : ''}
      </p>
      <div className="mt-2 grid gap-2">
        <TextField
          id={`ndr-date-${id}`}
          label={texts.newDate}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField
          id={`ndr-address-${id}`}
          label={texts.correctedAddress}
          hint={texts.correctedAddressHint}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <TextField
          id={`ndr-phone-${id}`}
          label={texts.correctedPhone}
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={act.isPending}
          onClick={() =>
            act.mutate({
              action: 're-attempt',
              ...(date ? { date } : {}),
              ...(address.trim() ? { address: address.trim() } : {}),
              ...(phone.trim() ? { phone: phone.trim() } : {}),
            })
          }
        >
          {texts.tryAgain}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={act.isPending}
          onClick={() => act.mutate({ action: 'return' })}
        >
          {texts.returnToOrigin}
        </button>
      </div>
    </li>
  );
}

export default function FailedDeliveries() {
  const failed = useQuery(failedDeliveriesQuery());
  if (!failed.data || failed.data.data.length === 0) return null;
  return (
    <Card title={texts.title(failed.data.data.length)} className="mt-6">
      <ul className="space-y-3">
        {failed.data.data.map((item) => (
          <FailedCard key={item.orderId} item={item} />
        ))}
      </ul>
    </Card>
  );
}
