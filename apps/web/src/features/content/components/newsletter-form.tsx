import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { buttonClass } from '../../../components/ui/button-styles';
import { errorMessage } from '../../../lib/api-client';
import { subscribeNewsletter } from '../api/newsletter';
import { t } from '../../../lib/i18n';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await subscribeNewsletter(email);
      toast.success('Subscribed!', { description: 'Thank you for subscribing to our newsletter.' });
      setEmail('');
    } catch (error) {
      toast.error('Subscription failed', {
        description: errorMessage(error, 'Could not subscribe right now. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mx-auto flex w-full max-w-md flex-col gap-3 sm:flex-row"
    >
      <label htmlFor="newsletter-email" className="sr-only">
        {t('Email address')}
      </label>
      <input
        id="newsletter-email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder={t('Your email address')}
        className="h-12 flex-1 rounded-full border border-ivory-50/30 bg-ivory-50/10 px-5 text-ivory-50 placeholder:text-ivory-200 focus:border-gold-300 focus:outline-none focus:ring-2 focus:ring-gold-300"
      />
      <button type="submit" disabled={busy} className={buttonClass('gold', 'lg')}>
        {t(busy ? 'Subscribing...' : 'Subscribe')}
      </button>
    </form>
  );
}
