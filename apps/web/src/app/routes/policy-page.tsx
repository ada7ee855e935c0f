import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageShell } from '../../components/ui/page-shell';
import {
  PageTitle,
  useStoreInfo,
  replacePolicyPlaceholders,
  withoutUnsetContacts,
  isPolicyType,
  isReservedWord,
  POLICY_TEXTS,
  POLICY_TITLES,
  sanitizeHtml,
  storePromises,
} from '../../features/content';
import { Spinner } from '../../components/ui/spinner';
import { serverPage } from '../../lib/server-page';
import { t } from '../../lib/i18n';

export default function PolicyPage() {
  const { policyType } = useParams();
  const location = useLocation();
  const { info, isLoading } = useStoreInfo();
  const type = isPolicyType(policyType) ? policyType : undefined;

  const html = useMemo(() => {
    if (!type) return '';
    const points = storePromises(info);
    const values = {
      companyName: info.companyName,
      companyAddress: info.address,
      companyEmail: info.email,
      companyPhone: info.phone,
      website: import.meta.env.SSR ? (serverPage()?.origin ?? '') : window.location.origin,
      logoUrl: info.logoUrl,
      shippingCharges: points.shippingSentence,
      paymentMethods: points.payments,
    };
    const custom = info.policies[type]?.trim();
    const text = withoutUnsetContacts(custom || POLICY_TEXTS[type], values);
    return sanitizeHtml(replacePolicyPlaceholders(text, values));
  }, [type, info]);

  if (isReservedWord(policyType) || !type)
    return <Navigate to="/404" replace state={{ from: location.pathname }} />;

  return (
    <PageShell className="max-w-3xl">
      <PageTitle eyebrow={info.brand} title={POLICY_TITLES[type]} />
      {isLoading ? (
        <Spinner label={t('Loading policy')} />
      ) : (
        <div className="prose-policy text-ink/90" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </PageShell>
  );
}
