import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../components/ui/page-title';
import { AccountPanel } from '../../features/account/components/account-panel';

export default function AccountPage() {
  return (
    <PageShell className="max-w-5xl">
      <PageTitle eyebrow="Welcome back" title="My Account" />
      <AccountPanel />
    </PageShell>
  );
}
