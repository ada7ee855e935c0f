import type { PaymentField } from '@store/contract';
import { FieldError, FieldHint, describedBy, labelClass } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import type { MethodAmount } from '../cod-offer';
import { t } from '../../../lib/i18n';

/**
 * A choice field drawn as radio tiles instead of a dropdown: each option's whole label and the
 * amount it comes to stay visible on a 360 px phone, where a dropdown cut the label off. Native
 * radios in a fieldset, so arrow keys move between them and a screen reader hears the group's
 * name, each option and its amount.
 */
export function MethodTiles({
  id,
  field,
  value,
  error,
  amounts,
  onChange,
  inputRef,
}: {
  id: string;
  field: PaymentField;
  value: string;
  error?: string;
  amounts: Record<string, MethodAmount>;
  onChange: (value: string) => void;
  /** Receives the checked radio (else the first), for focus on an error. */
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const options = field.options ?? [];
  const focusTarget = options.some((o) => o.value === value) ? value : options[0]?.value;
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={describedBy(id, Boolean(field.description), Boolean(error))}
    >
      <legend className={labelClass}>{t(field.label || field.name)}</legend>
      <div className="grid gap-3">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const amount = amounts[option.value];
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              data-testid={`method-tile-${option.value}`}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-maroon-700',
                checked ? 'border-maroon-700 bg-ivory-100' : 'border-line bg-ivory-50',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={field.name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                ref={option.value === focusTarget ? inputRef : undefined}
                className="h-5 w-5 shrink-0 accent-maroon-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink">{t(option.label)}</span>
                {amount?.note && <span className="block text-xs text-muted">{amount.note}</span>}
              </span>
              {amount && (
                <span className="shrink-0 font-semibold tabular-nums text-maroon-800">
                  {amount.amount}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {field.description && <FieldHint id={id}>{t(field.description)}</FieldHint>}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
