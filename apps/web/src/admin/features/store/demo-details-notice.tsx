// The store settings' notice of the details still the demo shop's made-up ones (docs/decisions/034).
import { useQuery } from '@tanstack/react-query';
import type { DemoDetail } from '@store/contract';
import { adminTexts } from '../../admin-texts';
import { demoDetailsQuery } from './api/store-api';

const texts = adminTexts.storeSettings;

/** The field each demo detail is edited in, for the notice's links. */
const DEMO_DETAIL_FIELDS: Record<DemoDetail, string> = {
  companyName: 'companyName',
  companyAddress: 'companyAddress',
  companyPhone: 'companyPhone',
  whatsappNumber: 'whatsappNumber',
  companyEmail: 'companyEmail',
  website: 'website',
  gstin: 'taxGstin',
};

/**
 * The details that are still the demo shop's (a shop started from the demo keeps them until the
 * owner changes them), each a link to its field; nothing once none is left.
 */
export function DemoDetailsNotice() {
  const left = useQuery(demoDetailsQuery).data?.left ?? [];
  if (left.length === 0) return null;
  return (
    <section
      aria-labelledby="store-demo-details"
      className="rounded-xl border border-amber-300 bg-amber-100 p-4 text-sm text-amber-950"
    >
      <h2 id="store-demo-details" className="text-base font-semibold">
        {texts.demoTitle}
      </h2>
      <p className="mt-1">{texts.demoLead}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {left.map((key) => (
          <li key={key}>
            <a
              href={`#store-${DEMO_DETAIL_FIELDS[key]}`}
              className="inline-flex min-h-11 items-center rounded-full border border-amber-400 bg-ivory-50 px-3 font-medium underline-offset-2 hover:underline"
            >
              {texts.demoDetails[key]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
