import { useState } from 'react';
import type { ShopProduct } from '../../../lib/shop-product';
import { initialColour, initialSize, inStockIn, maxQuantity } from '../product-detail-rules';

/**
 * The size, colour and quantity chosen on a product's page, kept to what can be bought: a colour
 * without the chosen size lets go of it, and the quantity never passes the units left of the
 * size in that colour (docs/decisions/033-colour-variants.md).
 */
export function useVariantChoice(product: ShopProduct) {
  const [size, setSize] = useState<string | undefined>(() => initialSize(product));
  const [colour, setColour] = useState<string | undefined>(() => initialColour(product));
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(product, size, colour);
  return {
    size,
    setSize,
    colour,
    chooseColour(next: string) {
      setColour(next);
      if (size && !inStockIn(product, size, next)) setSize(undefined);
    },
    quantity: Math.min(quantity, max),
    /** A step of the quantity picker, from the quantity shown. */
    step: (next: (quantity: number) => number) => setQuantity(next(Math.min(quantity, max))),
    max,
    isAvailable: (option: string) => inStockIn(product, option, colour),
  };
}

/**
 * The fabric, care and saree details the owner wrote (issue 33), as plain text in the page the
 * server renders; nothing when none is said.
 */
export function ProductFacts({ details }: { details: ShopProduct['details'] }) {
  if (!details) return null;
  const facts: [string, string | undefined][] = [
    ['Fabric', details.fabric],
    ['Care', details.care],
    ['Saree length', details.sareeLength ? `${details.sareeLength} m` : undefined],
    [
      'Blouse piece',
      details.blousePiece === undefined
        ? undefined
        : details.blousePiece
          ? 'Included'
          : 'Not included',
    ],
  ];
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(
        ([term, value]) =>
          value && (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="text-ink/90">{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
