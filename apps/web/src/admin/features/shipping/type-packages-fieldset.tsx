// The owner's packages per product type (docs/shipping.md, "Package defaults"), inside the courier
// settings: a row per product type (the product's sub-category, e.g. Saree or Kurta) with its
// weight and box; a type without a row ships in the default package.
import type { TypePackage } from '@store/contract';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.shipTypePackages;
const SIZE_KEYS = ['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const;

export function TypePackagesFieldset({
  rows,
  setRows,
  fallback,
}: {
  rows: TypePackage[];
  setRows: (rows: TypePackage[]) => void;
  fallback: Omit<TypePackage, 'type'>;
}) {
  const change = (i: number, patch: Partial<TypePackage>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{texts.legend}</legend>
      <p className="text-sm text-muted">{texts.explain}</p>
      {rows.map((row, i) => (
        <div
          key={i}
          className="grid grid-cols-2 gap-2 rounded-lg border border-line p-2 sm:grid-cols-6"
        >
          <TextField
            id={`ship-type-${i}`}
            label={texts.productType}
            wrapperClassName="col-span-2 sm:col-span-1"
            value={row.type}
            onChange={(e) => change(i, { type: e.target.value })}
          />
          {SIZE_KEYS.map((key) => (
            <TextField
              key={key}
              id={`ship-type-${i}-${key}`}
              label={adminTexts.ship.sizes[key]}
              type="number"
              inputMode="numeric"
              value={row[key]}
              onChange={(e) => change(i, { [key]: Number(e.target.value) })}
            />
          ))}
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'self-end')}
            aria-label={texts.removeLabel(row.type)}
            onClick={() => setRows(rows.filter((_, j) => j !== i))}
          >
            {texts.remove}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        onClick={() => setRows([...rows, { type: '', ...fallback }])}
      >
        {texts.add}
      </button>
    </fieldset>
  );
}
