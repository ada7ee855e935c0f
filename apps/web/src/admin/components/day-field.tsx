import { useEffect, useState } from 'react';
import { FieldError, inputClass, labelClass } from '../../components/ui/form-field';
import { INDIAN_DATE_MESSAGE, parseIndianDate } from '../lib/indian-date';
import { adminTexts } from '../admin-texts';
import { formatDay } from './admin-ui';

/**
 * A date filter written as Indians write dates (dd/mm/yyyy or 26 Nov 2026), whatever the
 * browser's locale: a text field, read when the owner leaves it or presses Enter, then shown
 * as "26 Nov 2026". `name` puts the day written (YYYY-MM-DD) in a hidden input, so a form's
 * FormData has it even when the form is sent with Enter before the field was read.
 */
export function DayField({
  id,
  label,
  value,
  onChange = () => {},
  name,
}: {
  id: string;
  label: string;
  /** The day, YYYY-MM-DD, or '' for none. */
  value: string;
  onChange?: (day: string | undefined) => void;
  name?: string;
}) {
  const [text, setText] = useState(value ? formatDay(value) : '');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setText(value ? formatDay(value) : '');
    setError(undefined);
  }, [value]);

  const commit = () => {
    if (text.trim() === '') {
      setError(undefined);
      if (value) onChange(undefined);
      return;
    }
    const day = parseIndianDate(text);
    if (!day) {
      setError(INDIAN_DATE_MESSAGE);
      return;
    }
    setError(undefined);
    setText(formatDay(day));
    if (day !== value) onChange(day);
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        placeholder={adminTexts.frame.dayPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {name && <input type="hidden" name={name} value={parseIndianDate(text) ?? ''} />}
      <FieldError id={id} message={error} />
    </div>
  );
}
