import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequest } from '@store/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { delay } from '../../../lib/delay';
import { toast } from '../../../lib/toast';
import { sendContactMessage } from '../api/contact';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (message) => {
    const [result] = await Promise.allSettled([sendContactMessage(message), delay(SENDING_MIN_MS)]);
    if (result.status === 'fulfilled') {
      toast.success('Message Sent', {
        description: "Thank you for contacting us. We'll get back to you shortly.",
      });
      reset(EMPTY);
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
        label="Name"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="contact-subject"
        label="Subject"
        required
        wrapperClassName="sm:col-span-2"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        id="contact-message"
        label="Message"
        required
        rows={6}
        wrapperClassName="sm:col-span-2"
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
