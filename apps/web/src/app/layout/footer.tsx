import {
  ChevronDown,
  Mail,
  MapPin,
  Phone,
  RotateCcw,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import { cn } from '../../lib/cn';
import { msgid, t } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { externalLinkProps, phoneHref, socialLinks, useStoreInfo } from '../../features/content';

/** A footer link: where it goes and what it says. */
type FooterLink = readonly [to: string, label: string];

const HELP_LINKS: readonly FooterLink[] = [
  ['/contact', msgid('Contact Us')],
  ['/shipping', msgid('Shipping Policy')],
  ['/return', msgid('Return Policy')],
  ['/refund', msgid('Refund & Cancellation')],
  ['/terms', msgid('Terms & Conditions')],
  ['/privacy', msgid('Privacy Policy')],
];

const COMPANY_LINKS: readonly FooterLink[] = [
  ['/', msgid('Home')],
  ['/about', msgid('About Us')],
  ['/account', msgid('My Account')],
  ['/orders', msgid('My Orders')],
  ['/track-order', msgid('Track Order')],
];

/** A link list that folds away under 768 px (docs/product/storefront.md section 2: Help and Company collapse). */
function CollapsibleLinks({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-b border-ivory-50/15 md:border-0">
      <h2 className="font-display text-lg text-gold-300">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between py-4 text-left md:hidden"
        >
          {title}
          <ChevronDown
            className={cn('h-5 w-5 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <span className="hidden md:mb-4 md:block">{title}</span>
      </h2>
      <ul id={id} className={cn('space-y-3 pb-5 text-sm md:block md:pb-0', !open && 'hidden')}>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link className={footerLink} to={to}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SERVICES: readonly (readonly [LucideIcon, string])[] = [
  [Truck, msgid('Free Shipping')],
  [RotateCcw, msgid('Easy Returns')],
  [ShieldCheck, msgid('Secure Payments')],
];

const footerLink = 'text-ivory-200 hover:text-gold-300 hover:underline underline-offset-4';

function SocialLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      {...externalLinkProps(href)}
      aria-label={label}
      className="flex h-9 w-9 items-center justify-center rounded-full border border-ivory-50/25 text-xs font-semibold text-ivory-100 hover:border-gold-300 hover:text-gold-300"
    >
      {children}
    </a>
  );
}

export function Footer() {
  const { info, error, refresh } = useStoreInfo();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-maroon-900 text-ivory-100">
      <div className="container-page grid gap-2 py-12 md:grid-cols-2 md:gap-10 md:py-16 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <section aria-labelledby="footer-store" className="mb-6 md:mb-0">
          <h2 id="footer-store" className="font-display text-2xl text-ivory-50">
            {info.brand}
          </h2>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-ivory-200">{info.description}</p>
          {error && (
            <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-gold-300">
              {error}
              <button
                type="button"
                onClick={refresh}
                className="rounded-full border border-gold-300/60 px-3 py-1 text-xs font-semibold hover:bg-gold-300 hover:text-maroon-900"
              >
                {t('Retry')}
              </button>
            </p>
          )}
          {(info.address || info.phone || info.email) && (
            // Only what the store gave: a shop without a phone shows none rather than a made-up one.
            <address className="mt-5 space-y-2 text-sm not-italic text-ivory-200">
              {info.address && (
                <p className="flex gap-2">
                  <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
                  {info.address}
                </p>
              )}
              {info.phone && (
                <p className="flex gap-2">
                  <Phone className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
                  <a href={phoneHref(info.phone)} className={footerLink}>
                    {info.phone}
                  </a>
                </p>
              )}
              {info.email && (
                <p className="flex gap-2">
                  <Mail className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
                  <a href={`mailto:${info.email}`} className={footerLink}>
                    {info.email}
                  </a>
                </p>
              )}
            </address>
          )}
          <div className="mt-5 flex gap-2">
            {socialLinks(info).map((s) => (
              <SocialLink key={s.label} href={s.href} label={s.label}>
                {s.short}
              </SocialLink>
            ))}
          </div>
        </section>

        <CollapsibleLinks title={t('Help')} links={HELP_LINKS} />
        <CollapsibleLinks title={t('Company')} links={COMPANY_LINKS} />

        <section aria-labelledby="footer-services" className="pt-6 md:pt-0">
          <h2 id="footer-services" className="mb-4 font-display text-lg text-gold-300">
            {t('Our Services')}
          </h2>
          <ul className="space-y-3 text-sm text-ivory-200">
            {SERVICES.map(([Icon, label]) => (
              <li key={label} className="flex items-center gap-2">
                <Icon className="h-4 w-4 text-gold-400" aria-hidden="true" /> {t(label)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-ivory-50/15">
        <p className="container-page py-5 text-center text-xs text-ivory-200">
          © {year} {info.copyrightName}. {t('All rights reserved.')}
        </p>
        <p className="pb-5 text-center text-sm">
          <LanguageSwitch className="text-gold-300" />
        </p>
      </div>
    </footer>
  );
}
