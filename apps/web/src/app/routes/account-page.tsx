import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { AccountPanel } from '../../features/account';
import { t } from '../../lib/i18n';

export default function AccountPage() {
  return (
    <PageShell className="max-w-5xl">
      <PageTitle eyebrow={t('Welcome back')} title={t('My Account')} />
      <AccountPanel />
    </PageShell>
  );
}
