// The search box at the top of an admin list (orders, products): a labelled field and a search
// button, sent with Enter or the button. The list's address keeps the words (lib/address-filters).
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { inputClass, labelClass } from '../../components/ui/form-field';
import { adminTexts } from '../admin-texts';

const texts = adminTexts.searchBox;

export function AdminSearchBox({
  id,
  value,
  onChange,
  onSubmit,
  placeholder,
  maxLength,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <form role="search" onSubmit={onSubmit} className="flex gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          {texts.label}
        </label>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'icon', 'mt-auto h-[3.125rem] w-12 shrink-0')}
      >
        <Search className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">{texts.submit}</span>
      </button>
    </form>
  );
}
