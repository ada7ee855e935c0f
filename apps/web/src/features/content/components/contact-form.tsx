import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequest } from '@store/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  bindField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { delay } from '../../../lib/delay';
import { toast } from '../../../lib/toast';
import { sendContactMessage } from '../api/contact';
import { t } from '../../../lib/i18n';

/** docs/product/storefront.md section 9: 'Sending...' shows for 1.5 s however quickly the server answers. */
const SENDING_MIN_MS = 1500;

const filled = (label: string) => z.string().trim().min(1, `${label} is required`);

/**
 * Every field non-blank, named by the label the shopper reads, then the contract's own rules for
 * POST /contact (lengths, a real e-mail address), which also trim what is sent.
 */
const contactForm = z.object({
  name: filled('Name').pipe(contactRequest.shape.name),
  email: contactRequest.shape.email,
  subject: filled('Subject').pipe(contactRequest.shape.subject),
  message: filled('Message').pipe(contactRequest.shape.message),
});

const EMPTY = { name: '', email: '', subject: '', message: '' };

/**
 * docs/product/storefront.md section 5, "Contact": all four fields required, the e-mail an email input. The browser's
 * own checks come first; the contract's then catch what they let through (a blank of spaces, an
 * address without a domain) before anything is sent.
 */
export function ContactForm() {
  const form = useForm({ resolver: zodResolver(contactForm), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (message) => {
    const [result] = await Promise.allSettled([sendContactMessage(message), delay(SENDING_MIN_MS)]);
    if (result.status === 'fulfilled') {
      toast.success('Message Sent', {
        description: "Thank you for contacting us. We'll get back to you shortly.",
      });
      form.reset(EMPTY);
    } else {
      toast.error('Message not sent', {
        description: errorMessage(result.reason, 'Please try again in a little while.'),
      });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-6 grid gap-5 sm:grid-cols-2">
      <TextField
        id="contact-name"
        label={t('Name')}
        required
        autoComplete="name"
        {...bindField(form, 'name')}
      />
      <TextField
        id="contact-email"
        label={t('Email')}
        type="email"
        required
        autoComplete="email"
        {...bindField(form, 'email')}
      />
      <TextField
        id="contact-subject"
        label={t('Subject')}
        required
        wrapperClassName="sm:col-span-2"
        {...bindField(form, 'subject')}
      />
      <TextAreaField
        id="contact-message"
        label={t('Message')}
        required
        rows={6}
        wrapperClassName="sm:col-span-2"
        {...bindField(form, 'message')}
      />
      <div className="sm:col-span-2">
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={t('Sending...')}
          className="w-full sm:w-auto"
        >
          {t('Send Message')}
        </SubmitButton>
      </div>
    </form>
  );
}
