// A cart line's colour as a Hindi page shows it (docs/decisions/031): by the Hindi name the cart's
// quote gives (asked in Hindi on Hindi pages), else the one the line kept from the catalog when a
// Hindi page added it, else as sold. Apart from cart-reducer.ts so
// that only the screens that show lines (the cart, the checkout's summary) carry it, and the
// first page of an English shop does not.
import { language } from '../../lib/i18n';
import type { CartLine } from './cart-reducer';

/**
 * `colour` of this line in the page's language; English pages show it as it is. `quoted` is the
 * cart quote's `names` (asked in Hindi on Hindi pages): it names the colours of lines an English
 * page added, which kept no names, and goes first as the catalog's names now.
 */
export function colourIn(
  line: Pick<CartLine, 'names'>,
  colour: string,
  quoted?: Readonly<Record<string, string>>,
): string {
  if (language() !== 'hi') return colour;
  for (const hindi of [quoted?.[colour], line.names?.[colour]] as unknown[]) {
    // The line's names were saved on the device: anything but a text is not a name.
    if (typeof hindi === 'string' && hindi) return hindi;
  }
  return colour;
}
