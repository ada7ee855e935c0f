import type { ComponentProps, MouseEvent, ReactNode, Ref } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { buttonClass } from './button-styles';

/**
 * Labelled form controls for the sign-in, checkout and payment screens. Every control has a
 * visible label; its hint and its error are tied to it with aria-describedby, and an error also
 * sets aria-invalid, so a screen reader hears what went wrong when the field takes focus.
 */

export const inputClass =
  'w-full rounded-lg border border-line bg-ivory-50 px-4 py-3 text-base text-ink placeholder:text-muted/80 focus:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-maroon-700 aria-[invalid=true]:border-red-700 disabled:opacity-60';

/**
 * For a submit button's onMouseDown: pressing it must not blur the field being edited first. A
 * field checked on blur would show its message, push the button down before the mouse is
 * released, and the click would be lost. Submitting checks every field anyway.
 */
export function keepFocusInField(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

export const labelClass = 'mb-1.5 block text-sm font-medium text-ink';

/** The ids a control's aria-describedby lists: its hint and its error, when shown. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** What every labelled control takes besides its element's own attributes. */
interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  wrapperClassName?: string;
}

/** A control's ties to its hint and error (see the top of this file). */
function controlAria(id: string, hint: ReactNode, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
  } as const;
}

/** Splits a field's props into its frame's and its control's, the control tied to hint and error. */
function splitField<P extends FieldProps>({
  id,
  label,
  hint,
  error,
  wrapperClassName,
  ...rest
}: P) {
  return {
    frame: { id, label, hint, error, wrapperClassName },
    control: { id, ...controlAria(id, hint, error), ...rest },
  };
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  wrapperClassName,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> &
  FieldProps & {
    /** Shown inside the field on the right, such as a show-password button. */
    trailing?: ReactNode;
    /** Fixed text before the value, such as +91. */
    leading?: string;
  };

export function TextField({ trailing, leading, className, ...props }: TextFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        {leading && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-base text-muted"
          >
            {leading}
          </span>
        )}
        <input
          {...control}
          className={cn(inputClass, leading && 'pl-13', trailing && 'pr-12', className)}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}

/** An e-mail input as the sign-in screens want it: no capitals, no spelling marks. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

export function SelectField({
  className,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & FieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={cn(inputClass, 'h-[3.125rem] pr-3', className)}>
        {children}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & FieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={cn(inputClass, className)} />
    </FieldFrame>
  );
}

export function CheckboxField(props: Omit<ComponentProps<'input'>, 'id' | 'type'> & FieldProps) {
  const { frame, control } = splitField(props);
  return (
    <div className={frame.wrapperClassName}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-line accent-maroon-700"
          {...control}
        />
        <label htmlFor={frame.id} className="text-sm text-ink">
          {frame.label}
        </label>
      </div>
      {frame.hint && <FieldHint id={frame.id}>{frame.hint}</FieldHint>}
      <FieldError id={frame.id} message={frame.error} />
    </div>
  );
}

/**
 * A react-hook-form field's registration and its message, to spread on a field above:
 * `<TextField id="x" label="X" {...bindField(form, 'x')} />`.
 */
export function bindField<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  name: Path<T>,
) {
  // The field's error, found by walking its dotted path (`address.pin`). Walked here rather than
  // with the library's get(), so that this module, which the product page's PIN check uses for
  // its styles, does not bring react-hook-form to pages that have no form of it.
  let found: unknown = form.formState.errors;
  for (const key of name.split('.')) {
    found =
      typeof found === 'object' && found !== null
        ? (found as Record<string, unknown>)[key]
        : undefined;
  }
  const message =
    typeof found === 'object' && found !== null
      ? (found as { message?: unknown }).message
      : undefined;
  return { ...form.register(name), error: typeof message === 'string' ? message : undefined };
}

/** A form's submit button, which says what it is doing while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  className,
  children,
}: {
  busy: boolean;
  busyLabel: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', className)}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A box for an error or notice that should be read out when it appears. */
export function FormAlert({
  tone = 'error',
  title,
  children,
  id,
  ref,
}: {
  tone?: 'error' | 'info' | 'success' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-900',
    info: 'border-line bg-ivory-50 text-ink',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    warning: 'border-amber-200 bg-amber-50 text-amber-950',
  } as const;
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm outline-none', tones[tone])}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cn(title && 'mt-1')}>{children}</div>}
    </div>
  );
}
