// Shiprocket's own manifest of today's parcels, beside the store's manifest PDF (docs/shipping.md,
// "Ship"): the button asks the store, which has Shiprocket generate and print it; the answer is a
// link to the PDF at Shiprocket. Shown only when the courier is Shiprocket.
import { useMutation } from '@tanstack/react-query';
import { ExternalLink, FileDown } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-styles';
import { toast } from '../../../lib/toast';
import { adminTexts } from '../../admin-texts';
import { errorText } from '../../lib/admin-api';
import { courierManifest } from './api/shipping-api';

const texts = adminTexts.ship;

export default function CourierManifest() {
  const ask = useMutation({
    mutationFn: courierManifest,
    onError: (e) => toast.error(texts.noCourierManifest, { description: errorText(e) }),
  });
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={ask.isPending}
        onClick={() => ask.mutate()}
      >
        <FileDown aria-hidden="true" className="h-4 w-4" />
        {ask.isPending ? texts.courierManifestAsking : texts.courierManifest}
      </button>
      <p aria-live="polite" className="text-sm">
        {ask.data && (
          <a
            href={ask.data.manifestUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-maroon-800 underline"
          >
            {texts.openCourierManifest(ask.data.parcels)}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        )}
      </p>
    </div>
  );
}
