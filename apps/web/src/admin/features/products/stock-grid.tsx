import { useWatch } from 'react-hook-form';
import { CheckboxField, FieldError, inputClass } from '../../../components/ui/form-field';
import type { ProductFormApi } from './product-details-card';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.productEditor;

/** The colours typed in the form, as the save will read them. */
export function useColours(form: ProductFormApi): { colours: string[]; perColour: boolean } {
  const [colors, perColour] = useWatch({ control: form.control, name: ['colors', 'perColour'] });
  const colours = (colors ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return { colours, perColour: Boolean(perColour) && colours.length > 0 };
}

/** The box that turns the stock rows into a grid of size × colour (docs/decisions/033). */
export function PerColourBox({ form }: { form: ProductFormApi }) {
  return (
    <CheckboxField
      id="p-per-colour"
      label={texts.perColour}
      hint={texts.perColourHint}
      {...form.register('perColour')}
    />
  );
}

/** One size's counts per colour: two to a line on a phone, three from a tablet up. */
export function ColourCounts({
  form,
  index,
  colours,
}: {
  form: ProductFormApi;
  index: number;
  colours: string[];
}) {
  const error = form.formState.errors.stock?.[index]?.quantity?.message;
  return (
    <div className="col-span-full grid grid-cols-2 gap-2 sm:grid-cols-3">
      {colours.map((colour, k) => (
        <div key={colour}>
          <label htmlFor={`p-qty-${index}-${k}`} className="block text-xs text-muted">
            <span className="sr-only">{texts.stockOfSizeIn(index + 1)}</span>
            {colour}
          </label>
          <input
            id={`p-qty-${index}-${k}`}
            inputMode="numeric"
            placeholder="0"
            className={inputClass}
            {...form.register(`stock.${index}.byColour.${colour}`)}
          />
        </div>
      ))}
      {error && <FieldError id={`p-qty-${index}`} message={error} />}
    </div>
  );
}
