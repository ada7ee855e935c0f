import { Eye, EyeOff } from 'lucide-react';
import { tf } from '../../../lib/i18n';
import { useState, type ComponentProps } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { bindField, TextField } from '../../../components/ui/form-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'> & {
  /** What the toggle says it shows, e.g. 'password' or 'confirm password'. */
  toggleName?: string;
};

/** A password input with the show/hide toggle of docs/product/storefront.md section 2. */
export function PasswordField({ toggleName = 'password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
          aria-pressed={visible}
          className="flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-maroon-50 hover:text-maroon-700"
        >
          {visible ? (
            <EyeOff className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Eye className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}

/** A new password and its confirmation, as register and reset ask for them. */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>({
  form,
  idPrefix,
  label,
  hint,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  /** "Password" or "New password"; the toggles and the confirmation are named after it. */
  label: string;
  hint?: string;
}) {
  const name = label.toLowerCase();
  // T has both fields, but TypeScript cannot narrow a generic's paths to the literal names.
  const password = 'password' as Path<T>;
  const confirmPassword = 'confirmPassword' as Path<T>;
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        toggleName={name}
        autoComplete="new-password"
        hint={hint}
        {...bindField(form, password)}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={tf('Confirm {name}', { name })}
        toggleName={`confirm ${name}`}
        autoComplete="new-password"
        {...bindField(form, confirmPassword)}
      />
    </>
  );
}
