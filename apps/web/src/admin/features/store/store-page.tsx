import { useNavigate, useParams } from 'react-router';
import { AdminTitle, TabRow } from '../../components/admin-ui';
import { OwnerOnly } from '../session';
import { AuditSection } from './audit-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { PicturesSection } from './pictures-section';
import { SecuritySection } from './security-section';
import { SettingsSection } from './settings-section';
import { StaffSection } from './staff-section';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.store;

const SECTIONS = [
  { value: 'settings', label: texts.sections.settings },
  { value: 'look', label: texts.sections.look },
  { value: 'payments', label: texts.sections.payments },
  { value: 'staff', label: texts.sections.staff },
  { value: 'audit', label: texts.sections.audit },
  { value: 'security', label: texts.sections.security },
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
      <AdminTitle title={texts.title} />
      <TabRow
        label={texts.sectionsLabel}
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
