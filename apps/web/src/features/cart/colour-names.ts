// A cart line's colour as a Hindi page shows it (docs/decisions/031): by the Hindi name the line
// kept from the catalog when a Hindi page added it, else as sold. Apart from cart-reducer.ts so
// that only the screens that show lines (the cart, the checkout's summary) carry it, and the
// first page of an English shop does not.
import { language } from '../../lib/i18n';
import type { CartLine } from './cart-reducer';

/** `colour` of this line in the page's language; English pages show it as it is. */
export function colourIn(line: Pick<CartLine, 'names'>, colour: string): string {
  const hindi: unknown = language() === 'hi' ? line.names?.[colour] : undefined;
  // Saved on the device: anything but a text is not a name.
  return typeof hindi === 'string' && hindi ? hindi : colour;
}
