import { clampLineQuantity, MAX_LINE_QUANTITY } from '@store/contract/line-quantity';
import { subtotalOf } from '@store/contract/money';

/** The cart's rules (docs/product/storefront.md section 4 with docs/product/rules.md section 6), free of React. */

export const CART_STORAGE_KEY = 'cart';
/** The contract's line limit (1 to 10 of a product), which the server applies too. */
export { MAX_LINE_QUANTITY };

export interface CartLine {
  id: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
  selectedSize?: string;
  selectedColor?: string;
  /**
   * The sizes (colours) still to choose from, kept when a product card added a product with
   * several of them: docs/product/storefront.md preselects only a single option there, and the store takes no
   * order for such a product until one is named, so the cart asks for it.
   */
  sizeOptions?: string[];
  colorOptions?: string[];
  /**
   * The catalog's Hindi names the product was shown with, kept when a Hindi page added it (its
   * `names`, docs/decisions/031): the line shows its colour by them on Hindi pages
   * (colour-names.ts); the colour itself, sent and ordered, stays English.
   */
  names?: Record<string, string>;
}

export type CartAction =
  | { type: 'add'; line: CartLine }
  | { type: 'remove'; key: string }
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'choose'; key: string; selectedSize?: string; selectedColor?: string }
  | { type: 'clear' }
  | { type: 'replace'; lines: CartLine[] };

/** A line is one product in one size and one colour. */
export function lineKey(line: Pick<CartLine, 'id' | 'selectedSize' | 'selectedColor'>): string {
  return JSON.stringify([line.id, line.selectedSize ?? '', line.selectedColor ?? '']);
}

export function findLine(lines: readonly CartLine[], key: string): CartLine | undefined {
  return lines.find((line) => lineKey(line) === key);
}

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const addQuantity = Math.floor(action.line.quantity);
      if (!Number.isFinite(addQuantity) || addQuantity < 1) return lines;
      const key = lineKey(action.line);
      const existing = findLine(lines, key);
      if (!existing)
        return [...lines, { ...action.line, quantity: clampLineQuantity(addQuantity) }];
      return lines.map((line) =>
        lineKey(line) === key
          ? { ...line, quantity: clampLineQuantity(line.quantity + addQuantity) }
          : line,
      );
    }
    case 'remove':
      return lines.filter((line) => lineKey(line) !== action.key);
    case 'setQuantity': {
      if (!Number.isFinite(action.quantity) || action.quantity < 1) return lines;
      const quantity = clampLineQuantity(action.quantity);
      return lines.map((line) => (lineKey(line) === action.key ? { ...line, quantity } : line));
    }
    case 'choose': {
      const line = findLine(lines, action.key);
      if (!line) return lines;
      const chosen: CartLine = {
        ...line,
        selectedSize: action.selectedSize ?? line.selectedSize,
        selectedColor: action.selectedColor ?? line.selectedColor,
      };
      const chosenKey = lineKey(chosen);
      if (chosenKey === action.key) return lines;
      // Now the same product, size and colour as another line: one line of both.
      const twin = findLine(lines, chosenKey);
      if (twin) {
        return lines
          .filter((l) => lineKey(l) !== action.key)
          .map((l) =>
            lineKey(l) === chosenKey
              ? { ...l, quantity: clampLineQuantity(l.quantity + line.quantity) }
              : l,
          );
      }
      return lines.map((l) => (lineKey(l) === action.key ? chosen : l));
    }
    case 'clear':
      return [];
    case 'replace':
      return action.lines;
  }
}

/** What a line still needs before it can be ordered: a size, a colour, or nothing. */
export function missingChoice(line: CartLine): 'size' | 'colour' | null {
  if (!line.selectedSize && (line.sizeOptions?.length ?? 0) > 0) return 'size';
  if (!line.selectedColor && (line.colorOptions?.length ?? 0) > 0) return 'colour';
  return null;
}

export function cartTotal(lines: readonly CartLine[]): number {
  // The order calculator's paise arithmetic, so ₹199.99 × 3 is exactly ₹599.97.
  const paise = subtotalOf(
    lines.map((l) => ({ unitPaise: Math.round(l.price * 100), quantity: l.quantity })),
  );
  return paise / 100;
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

function isOptionList(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    typeof v.quantity === 'number' &&
    v.quantity >= 1 &&
    (v.image === undefined || typeof v.image === 'string') &&
    (v.selectedSize === undefined ||
      v.selectedSize === null ||
      typeof v.selectedSize === 'string') &&
    (v.selectedColor === undefined ||
      v.selectedColor === null ||
      typeof v.selectedColor === 'string') &&
    isOptionList(v.sizeOptions) &&
    isOptionList(v.colorOptions)
  );
}

/** Reads the saved cart, dropping anything that is not a valid line. */
export function loadCart(storage: Pick<Storage, 'getItem'> | null): CartLine[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isCartLine).map((line) => ({
      id: line.id,
      name: line.name,
      image: line.image ?? '',
      price: line.price,
      quantity: clampLineQuantity(line.quantity),
      selectedSize: line.selectedSize ?? undefined,
      selectedColor: line.selectedColor ?? undefined,
      ...(line.sizeOptions ? { sizeOptions: line.sizeOptions } : {}),
      ...(line.colorOptions ? { colorOptions: line.colorOptions } : {}),
      // Not checked here: colour-names.ts reads only the texts in it, on Hindi pages.
      names: line.names,
    }));
  } catch {
    return [];
  }
}

export function saveCart(storage: Pick<Storage, 'setItem'> | null, lines: readonly CartLine[]) {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // storage full or disabled: the cart still works for this visit
  }
}
