import { formatIndianMobile } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '../../../lib/money';
import { formatDay } from '../../components/admin-ui';
import { packingSlipQuery } from './api/orders-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.packingSlip;

/**
 * The packing slip, from GET /admin/orders/{id}/packing-slip: hidden on screen, the only thing
 * printed (the order screen and the admin's frame are print:hidden). Black on white in large
 * type, with the amount a cash on delivery courier collects, and no prices beyond it.
 */
export function PackingSlip({ orderId }: { orderId: string }) {
  const slip = useQuery(packingSlipQuery(orderId));
  if (!slip.data) return null;
  const s = slip.data;
  const to = s.shipTo;
  return (
    <section aria-hidden="true" className="hidden text-black print:block">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">{texts.title(s.orderId)}</h2>
          <p className="mt-1 text-sm">{texts.placedOn(formatDay(s.placedOn))}</p>
        </div>
        <div className="text-right text-sm">
          <p className="font-bold">{s.from.name}</p>
          <p className="whitespace-pre-line">{s.from.address}</p>
          <p>{s.from.phone}</p>
        </div>
      </div>
      <div className="mt-4 border-2 border-black p-4 text-lg leading-snug">
        <p className="text-sm font-bold uppercase">{texts.shipTo}</p>
        <p className="font-bold">{to.fullName}</p>
        <p>{to.address}</p>
        <p>
          {to.city}, {to.state} {to.postalCode}
        </p>
        <p>{formatIndianMobile(to.phone)}</p>
      </div>
      {s.cashToCollect !== null && (
        <p className="mt-3 border-2 border-black p-2 text-lg font-bold">
          {texts.collect(formatRupees(s.cashToCollect))}
        </p>
      )}
      {s.trackingNumber && (
        <p className="mt-2">
          {s.courier ?? texts.courier}: {s.trackingNumber}
        </p>
      )}
      <table className="mt-4 w-full border-collapse text-sm">
        <thead>
          <tr>
            <th className="border border-black px-2 py-1 text-left">{texts.item}</th>
            <th className="border border-black px-2 py-1 text-left">{texts.size}</th>
            <th className="border border-black px-2 py-1 text-left">{texts.colour}</th>
            <th className="border border-black px-2 py-1 text-right">{texts.qty}</th>
            <th className="border border-black px-2 py-1">{texts.packed}</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((line, index) => (
            <tr key={`${line.title}-${line.size}-${line.color}-${index}`}>
              <td className="border border-black px-2 py-1">{line.title}</td>
              <td className="border border-black px-2 py-1">{line.size}</td>
              <td className="border border-black px-2 py-1">{line.color}</td>
              <td className="border border-black px-2 py-1 text-right">{line.quantity}</td>
              <td className="w-16 border border-black px-2 py-1" />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm">{texts.itemCount(s.itemCount)}</p>
    </section>
  );
}
