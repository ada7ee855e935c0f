import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/form-field';

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
