// The owner's packages per product type (docs/shipping.md, "Package defaults"), inside the courier
// settings: a row per product type (the product's sub-category, e.g. Saree or Kurta) with its
// weight and box; a type without a row ships in the default package.
import type { TypePackage } from '@store/contract';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';

const SIZE_FIELDS = [
  ['weightGrams', 'Weight (g)'],
  ['lengthCm', 'Length (cm)'],
  ['breadthCm', 'Breadth (cm)'],
  ['heightCm', 'Height (cm)'],
] as const;

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
      <legend className="mb-1 text-sm font-medium">Packages by product type</legend>
      <p className="text-sm text-muted">
        Each unit of a product type weighs its weight; the parcel takes the largest box. Types not
        listed use the default package.
      </p>
      {rows.map((row, i) => (
        <div
          key={i}
          className="grid grid-cols-2 gap-2 rounded-lg border border-line p-2 sm:grid-cols-6"
        >
          <TextField
            id={`ship-type-${i}`}
            label="Product type"
            wrapperClassName="col-span-2 sm:col-span-1"
            value={row.type}
            onChange={(e) => change(i, { type: e.target.value })}
          />
          {SIZE_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              id={`ship-type-${i}-${key}`}
              label={label}
              type="number"
              inputMode="numeric"
              value={row[key]}
              onChange={(e) => change(i, { [key]: Number(e.target.value) })}
            />
          ))}
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'self-end')}
            aria-label={`Remove the package of ${row.type || 'this product type'}`}
            onClick={() => setRows(rows.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        onClick={() => setRows([...rows, { type: '', ...fallback }])}
      >
        Add a product type
      </button>
    </fieldset>
  );
}
