import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/ui/page-shell';
import {
  ContactForm,
  DEFAULT_CONTACT,
  externalLinkProps,
  PageTitle,
  phoneHref,
  socialLinks,
  useStoreInfo,
  WhatsAppChatLink,
} from '../../features/content';
import { t } from '../../lib/i18n';

function ContactDetail({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </li>
  );
}

export default function ContactPage() {
  const { info } = useStoreInfo();

  return (
    <PageShell>
      <PageTitle
        eyebrow={t('We are here to help')}
        title={t('Contact Us')}
        lead={t(
          'Questions about sizing, an order or a custom piece for a wedding? Write to us and our stylists will reply.',
        )}
      />
      <div className="grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-16">
        <section aria-labelledby="contact-details" className="space-y-6">
          <h2 id="contact-details" className="text-xl text-maroon-800">
            {t('Get in touch')}
          </h2>
          <ul className="space-y-5 text-sm">
            {/* Only the details the store gave (docs/decisions/034); the form always works. */}
            {info.email && (
              <ContactDetail icon={Mail} title={t('Email')}>
                <a href={`mailto:${info.email}`} className="text-maroon-700 hover:underline">
                  {info.email}
                </a>
              </ContactDetail>
            )}
            {info.phone && (
              <ContactDetail icon={Phone} title={t('Phone')}>
                <a href={phoneHref(info.phone)} className="text-maroon-700 hover:underline">
                  {info.phone}
                </a>
              </ContactDetail>
            )}
            <li>
              <WhatsAppChatLink text="Hello, I have a question." />
            </li>
            {info.address && (
              <ContactDetail icon={MapPin} title={t('Address')}>
                <address className="not-italic text-muted">{info.address}</address>
              </ContactDetail>
            )}
            <ContactDetail icon={Clock} title={t('Hours')}>
              <p className="text-muted">{t(DEFAULT_CONTACT.hours)}</p>
            </ContactDetail>
          </ul>
          <div>
            <p className="mb-3 text-sm font-semibold">{t('Follow us')}</p>
            <ul className="flex flex-wrap gap-2">
              {socialLinks(info).map((s) => (
                <li key={s.label}>
                  <a
                    {...externalLinkProps(s.href)}
                    className="inline-block rounded-full border border-line bg-ivory-50 px-4 py-2 text-sm text-maroon-700 hover:border-maroon-700"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-line bg-ivory-50 p-6 md:p-8"
        >
          <h2 id="contact-form-title" className="text-xl text-maroon-800">
            {t('Send us a message')}
          </h2>
          <ContactForm />
        </section>
      </div>
    </PageShell>
  );
}
