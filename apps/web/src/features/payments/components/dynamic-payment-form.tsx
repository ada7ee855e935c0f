import type { PaymentField } from '@store/contract';
import { ChevronDown, Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  CheckboxField,
  keepFocusInField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import type { MethodAmount } from '../cod-offer';
import {
  editedValue,
  initialValues,
  isPhoneField,
  paymentSubmission,
  validatePaymentField,
  validatePaymentForm,
  visibleFields,
  type PaymentErrors,
  type PaymentValues,
} from '../payment-form-rules';
import { MethodTiles } from './method-tiles';
import { msgid, t } from '../../../lib/i18n';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const INPUT_TYPES = new Set(['text', 'email', 'password', 'number', 'tel']);

/**
 * The payment form drawn from GET /payments/fields (docs/product/storefront.md section 5). Checks run on submit,
 * against the zod schema built from the field definitions (paymentFormSchema); a field's message
 * clears as soon as it is edited; focus goes to the first field in error. The values stay in
 * React state rather than react-hook-form: the names come from the server at run time, and
 * react-hook-form would read a dot in one as a path into nested values.
 */
export function DynamicPaymentForm({
  fields,
  submitting,
  onSubmit,
  before,
  initial,
  amounts = {},
  onMethodChange,
}: {
  fields: PaymentField[];
  /** Told the chosen payment method at the start and whenever it changes. */
  onMethodChange?: ((method: string) => void) | undefined;
  /** What each payment method comes to, shown on its tile. */
  amounts?: Record<string, MethodAmount>;
  /** Starting values (see startingValues); each field's own when absent. */
  initial?: PaymentValues;
  submitting: boolean;
  onSubmit: (values: PaymentValues) => void;
  /** Shown above the submit button, e.g. the last attempt's error. */
  before?: ReactNode;
}) {
  const [values, setValues] = useState<PaymentValues>(() => initial ?? initialValues(fields));
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [showAll, setShowAll] = useState(false);
  const controls = useRef<Record<string, Control | null>>({});

  const shown = visibleFields(fields, values, showAll);
  const hiddenCount = fields.length - shown.length;

  const change = (field: PaymentField, raw: string | boolean) => {
    setValues((current) => ({ ...current, [field.name]: editedValue(field, raw) }));
    if (errors[field.name]) {
      setErrors(({ [field.name]: _cleared, ...rest }) => rest);
    }
  };

  // A phone number is checked as soon as the shopper leaves it, so a short one shows at once.
  const blur = (field: PaymentField) => {
    if (!isPhoneField(field)) return;
    const value = values[field.name] ?? '';
    if (value.length <= 3) return;
    const message = validatePaymentField(field, value);
    if (message) setErrors((current) => ({ ...current, [field.name]: message }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validatePaymentForm(fields, values, showAll);
    setErrors(found);
    const first = shown.find((field) => found[field.name]);
    if (first) {
      controls.current[first.name]?.focus();
      return;
    }
    onSubmit(paymentSubmission(fields, values, showAll));
  };

  const method = values.method;
  useEffect(() => {
    onMethodChange?.(method ?? '');
    // Told once per change of the method, not on every render of a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method]);
  const submitLabel = method === 'cod' ? msgid('Confirm Order') : msgid('Pay Now');

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
      {shown.map((field) => (
        <PaymentFieldControl
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          amounts={amounts}
          inputRef={(el) => {
            controls.current[field.name] = el;
          }}
          onChange={(raw) => change(field, raw)}
          onBlur={() => blur(field)}
        />
      ))}

      {hiddenCount > 0 && (
        <div className="sm:col-span-2">
          <button
            type="button"
            onClick={() => setShowAll(true)}
            className={buttonClass('ghost', 'sm', '-ml-3')}
          >
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
            {t('Show Additional Fields')}
          </button>
        </div>
      )}

      {before && <div className="sm:col-span-2">{before}</div>}

      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          onMouseDown={keepFocusInField}
          className={cn(buttonClass('primary', 'lg', 'w-full'))}
        >
          <Lock className="h-4 w-4" aria-hidden="true" />
          {t(submitting ? 'Processing...' : submitLabel)}
        </button>
      </div>
    </form>
  );
}

/** One field of the payment form, drawn by its type: method tiles, a list, a box or a text input. */
function PaymentFieldControl({
  field,
  value,
  error,
  amounts,
  inputRef,
  onChange,
  onBlur,
}: {
  field: PaymentField;
  value: string;
  error?: string;
  amounts: Record<string, MethodAmount>;
  inputRef: (el: Control | null) => void;
  onChange: (raw: string | boolean) => void;
  onBlur: () => void;
}) {
  const id = `payment-${field.name}`;
  const common = {
    id,
    name: field.name,
    // The server's words, in Hindi where the catalog knows them (docs/decisions/031).
    label: t(field.label || field.name),
    hint: field.description && t(field.description),
    error,
    required: field.rules?.required === true,
    wrapperClassName: field.inline ? 'sm:col-span-1' : 'sm:col-span-2',
    ref: inputRef,
  };
  if (field.type === 'select' && field.name === 'method') {
    return (
      <MethodTiles
        id={id}
        field={field}
        value={value}
        error={error}
        amounts={amounts}
        onChange={onChange}
        inputRef={common.ref}
      />
    );
  }
  switch (field.type) {
    case 'select':
      return (
        <SelectField {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </SelectField>
      );
    case 'checkbox':
      return (
        <CheckboxField
          {...common}
          checked={value === 'true'}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          rows={3}
          placeholder={field.placeholder}
          maxLength={field.rules?.maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default: {
      const phone = isPhoneField(field);
      return (
        <TextField
          {...common}
          type={phone ? 'tel' : INPUT_TYPES.has(field.type) ? field.type : 'text'}
          inputMode={phone ? 'tel' : field.type === 'email' ? 'email' : undefined}
          autoComplete={autocompleteFor(field)}
          placeholder={field.placeholder ?? field.mask}
          maxLength={phone ? undefined : field.rules?.maxLength}
          spellCheck={field.type === 'email' || phone ? false : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    }
  }
}

function autocompleteFor(field: PaymentField): string | undefined {
  if (isPhoneField(field)) return 'tel';
  if (field.type === 'email') return 'email';
  if (/name/i.test(field.name) && !/business|company/i.test(field.name)) return 'name';
  if (/business|company/i.test(field.name)) return 'organization';
  return 'off';
}
