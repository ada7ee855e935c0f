import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { bindField, EmailField, TextField } from '../../../components/ui/form-field';
import { useRegister, type RefusedFields } from '../use-sign-in';
import { registerForm } from '../auth-rules';
import { AuthCard } from './auth-card';
import { AuthForm, AuthSwitch, useReturnAfterSignIn } from './auth-form';
import { NewPasswordFields } from './password-field';
import { t } from '../../../lib/i18n';

/**
 * docs/product/storefront.md section 2, "Register", with docs/product/rules.md section 6: the new account is signed in and
 * goes home, or back to the page the shopper came from (checkout, say).
 */
export function RegisterForm() {
  const form = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { setError, setFocus } = form;
  // What the server refused is said under its field, by the answer's `fields`.
  const createAccount = useRegister(
    useCallback<RefusedFields>(
      (refused) => {
        for (const [field, message] of refused) setError(field, { type: 'server', message });
        if (refused[0]) setFocus(refused[0][0]);
      },
      [setError, setFocus],
    ),
  );
  const { isSubmitting } = form.formState;
  const back = useReturnAfterSignIn(isSubmitting);

  const onSubmit = form.handleSubmit(async ({ firstName, lastName, email, phone, password }) => {
    if (await createAccount({ firstName, lastName, email, phone, password })) await back.goBack();
  });

  if (back.redirect) return back.redirect;

  return (
    <AuthCard
      title={t('Create Account')}
      lead={t('Join us for faster checkout, order tracking and a wishlist on every device.')}
      footer={
        <AuthSwitch prompt={t('Already have an account?')} to="/login" state={back.state}>
          {t('Sign in')}
        </AuthSwitch>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        busy={isSubmitting}
        busyLabel={t('Creating account...')}
        submitLabel={t('Create Account')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="register-first-name"
            label={t('First name')}
            autoComplete="given-name"
            {...bindField(form, 'firstName')}
          />
          <TextField
            id="register-last-name"
            label={t('Last name')}
            autoComplete="family-name"
            {...bindField(form, 'lastName')}
          />
        </div>
        <EmailField
          id="register-email"
          label={t('Email')}
          hint={t(
            'Use an address you read often, such as Gmail, Outlook or Yahoo Mail: order updates and password resets go there.',
          )}
          {...bindField(form, 'email')}
        />
        <TextField
          id="register-phone"
          label={t('Mobile number (optional)')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
          hint={t('It fills in the delivery phone at checkout; you can change it in your account.')}
          {...bindField(form, 'phone')}
        />
        <NewPasswordFields
          form={form}
          idPrefix="register"
          label={t('Password')}
          hint={t('At least 6 characters.')}
        />
      </AuthForm>
    </AuthCard>
  );
}
