import { useNavigate, useParams } from 'react-router';
import { AdminTitle, TabRow } from '../../components/admin-ui';
import { OwnerOnly } from '../session';
import { AuditSection } from './audit-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { PicturesSection } from './pictures-section';
import { SecuritySection } from './security-section';
import { SettingsSection } from './settings-section';
import { StaffSection } from './staff-section';

const SECTIONS = [
  { value: 'settings', label: 'Settings' },
  { value: 'look', label: 'Logo & categories' },
  { value: 'payments', label: 'Payment methods' },
  { value: 'staff', label: 'Staff' },
  { value: 'audit', label: 'Audit' },
  { value: 'security', label: 'Security' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

/** The shop's own settings, logo, categories, payment methods, staff, audit log and the owner's sign-in security (owner only). */
export default function StorePage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const current: Section = SECTIONS.some((s) => s.value === section)
    ? (section as Section)
    : 'settings';
  return (
    <>
      <AdminTitle title="Store" />
      <TabRow
        label="Store section"
        current={current}
        tabs={[...SECTIONS]}
        onSelect={(value) => void navigate(`/admin/store/${value}`, { replace: true })}
      />
      <OwnerOnly>
        {current === 'settings' && <SettingsSection />}
        {current === 'look' && <PicturesSection />}
        {current === 'payments' && <PaymentMethodsSection />}
        {current === 'staff' && <StaffSection />}
        {current === 'audit' && <AuditSection />}
        {current === 'security' && <SecuritySection />}
      </OwnerOnly>
    </>
  );
}
