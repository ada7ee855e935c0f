import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { PageShell } from '../../components/ui/page-shell';
import { ContactForm, DEFAULT_CONTACT, PageTitle, useStoreInfo } from '../../features/content';

export default function ContactPage() {
  const { info } = useStoreInfo();

  const socials = [
    { label: 'Instagram', href: info.socialLinks.instagram },
    { label: 'Facebook', href: info.socialLinks.facebook },
    { label: 'X (Twitter)', href: info.socialLinks.twitter },
  ];

  return (
    <PageShell>
      <PageTitle
        eyebrow="We are here to help"
        title="Contact Us"
        lead="Questions about sizing, an order or a custom piece for a wedding? Write to us and our stylists will reply."
      />
      <div className="grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-16">
        <section aria-labelledby="contact-details" className="space-y-6">
          <h2 id="contact-details" className="text-xl text-maroon-800">
            Get in touch
          </h2>
          <ul className="space-y-5 text-sm">
            <li className="flex gap-3">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
              <div>
                <p className="font-semibold">Email</p>
                <a href={`mailto:${info.email}`} className="text-maroon-700 hover:underline">
                  {info.email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
              <div>
                <p className="font-semibold">Phone</p>
                <a
                  href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}
                  className="text-maroon-700 hover:underline"
                >
                  {info.phone}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
              <div>
                <p className="font-semibold">Address</p>
                <address className="not-italic text-muted">{info.address}</address>
              </div>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
              <div>
                <p className="font-semibold">Hours</p>
                <p className="text-muted">{DEFAULT_CONTACT.hours}</p>
              </div>
            </li>
          </ul>
          <div>
            <p className="mb-3 text-sm font-semibold">Follow us</p>
            <ul className="flex flex-wrap gap-2">
              {socials.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href || '#'}
                    target={s.href ? '_blank' : undefined}
                    rel={s.href ? 'noopener noreferrer' : undefined}
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
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </PageShell>
  );
}
