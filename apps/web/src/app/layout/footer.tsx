import { ChevronDown, Mail, MapPin, Phone, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import { cn } from '../../lib/cn';
import { useStoreInfo } from '../../features/content';

/** A link list that folds away under 768 px (docs/product/storefront.md section 2: Help and Company collapse). */
function CollapsibleLinks({ title, children }: { title: string; children: ReactNode }) {
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
        {children}
      </ul>
    </div>
  );
}

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
      href={href || '#'}
      aria-label={label}
      target={href ? '_blank' : undefined}
      rel={href ? 'noopener noreferrer' : undefined}
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
                Retry
              </button>
            </p>
          )}
          <address className="mt-5 space-y-2 text-sm not-italic text-ivory-200">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
              {info.address}
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
              <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className={footerLink}>
                {info.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" aria-hidden="true" />
              <a href={`mailto:${info.email}`} className={footerLink}>
                {info.email}
              </a>
            </p>
          </address>
          <div className="mt-5 flex gap-2">
            <SocialLink href={info.socialLinks.instagram} label="Instagram">
              IG
            </SocialLink>
            <SocialLink href={info.socialLinks.facebook} label="Facebook">
              FB
            </SocialLink>
            <SocialLink href={info.socialLinks.twitter} label="X (Twitter)">
              X
            </SocialLink>
          </div>
        </section>

        <CollapsibleLinks title="Help">
          <li>
            <Link className={footerLink} to="/contact">
              Contact Us
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/shipping">
              Shipping Policy
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/return">
              Return Policy
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/refund">
              Refund &amp; Cancellation
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/terms">
              Terms &amp; Conditions
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/privacy">
              Privacy Policy
            </Link>
          </li>
        </CollapsibleLinks>

        <CollapsibleLinks title="Company">
          <li>
            <Link className={footerLink} to="/">
              Home
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/about">
              About Us
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/account">
              My Account
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/orders">
              My Orders
            </Link>
          </li>
          <li>
            <Link className={footerLink} to="/track-order">
              Track Order
            </Link>
          </li>
        </CollapsibleLinks>

        <section aria-labelledby="footer-services" className="pt-6 md:pt-0">
          <h2 id="footer-services" className="mb-4 font-display text-lg text-gold-300">
            Our Services
          </h2>
          <ul className="space-y-3 text-sm text-ivory-200">
            <li className="flex items-center gap-2">
              <Truck className="h-4 w-4 text-gold-400" aria-hidden="true" /> Free Shipping
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw className="h-4 w-4 text-gold-400" aria-hidden="true" /> Easy Returns
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="h-4 w-4 text-gold-400" aria-hidden="true" /> Secure Payments
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-ivory-50/15">
        <p className="container-page py-5 text-center text-xs text-ivory-200">
          © {year} {info.copyrightName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
