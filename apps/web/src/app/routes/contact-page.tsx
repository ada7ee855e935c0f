import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { buttonClass } from '../../components/ui/button-styles';
import { PageShell } from '../../components/ui/page-shell';
import {
  PageTitle,
  sendContactMessage,
  type ContactMessage,
  useStoreInfo,
  DEFAULT_CONTACT,
} from '../../features/content';
import { errorMessage } from '../../lib/api-client';
import { delay } from '../../lib/delay';

/** SPEC.md section 9: 'Sending...' shows for 1.5 s however quickly the server answers. */
const SENDING_MIN_MS = 1500;

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

const inputClass =
  'w-full rounded-lg border border-line bg-ivory-50 px-4 py-3 text-ink placeholder:text-muted focus:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-maroon-700';

export default function ContactPage() {
  const { info } = useStoreInfo();
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);

  const set = (field: keyof ContactMessage) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const [result] = await Promise.allSettled([
      sendContactMessage({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
      }),
      delay(SENDING_MIN_MS),
    ]);
    setSending(false);
    if (result.status === 'fulfilled') {
      toast.success('Message Sent', {
        description: "Thank you for contacting us. We'll get back to you shortly.",
      });
      setForm(EMPTY);
    } else {
      toast.error('Message not sent', {
        description: errorMessage(result.reason, 'Please try again in a little while.'),
      });
    }
  };

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
          <form onSubmit={(event) => void submit(event)} className="mt-6 grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="contact-name" className="mb-1.5 block text-sm font-medium">
                Name
              </label>
              <input
                id="contact-name"
                required
                autoComplete="name"
                value={form.name}
                onChange={(e) => set('name')(e.target.value)}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="contact-email" className="mb-1.5 block text-sm font-medium">
                Email
              </label>
              <input
                id="contact-email"
                type="email"
                required
                autoComplete="email"
                value={form.email}
                onChange={(e) => set('email')(e.target.value)}
                className={inputClass}
              />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="contact-subject" className="mb-1.5 block text-sm font-medium">
                Subject
              </label>
              <input
                id="contact-subject"
                required
                value={form.subject}
                onChange={(e) => set('subject')(e.target.value)}
                className={inputClass}
              />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium">
                Message
              </label>
              <textarea
                id="contact-message"
                required
                rows={6}
                value={form.message}
                onChange={(e) => set('message')(e.target.value)}
                className={inputClass}
              />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={sending}
                className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
              >
                {sending ? 'Sending...' : 'Send Message'}
              </button>
            </div>
          </form>
        </section>
      </div>
    </PageShell>
  );
}
