import { useLocation } from 'react-router';
import { useStoreInfo } from '../../features/content';
import { addressIn, language } from '../../lib/i18n';
import { cn } from '../../lib/cn';

/**
 * The other language's version of this page (docs/decisions/031). A plain link to the store's
 * /language address, which remembers the choice on the phone (a cookie, so the server renders
 * the next visit in it with no flash) and sends the shopper on to the same page: it works before
 * the script has run too. Hidden when the shop offers English only.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { info } = useStoreInfo();
  if (!info.languages.includes('hi')) return null;
  const other = language() === 'hi' ? 'en' : 'hi';
  const to = addressIn(other, pathname) + search;
  return (
    <a
      href={`/language/${other}?to=${encodeURIComponent(to)}`}
      hrefLang={other}
      lang={other}
      rel="nofollow"
      className={cn(
        'inline-block min-w-14 whitespace-nowrap text-center font-semibold underline-offset-4 hover:underline',
        other === 'hi' && 'devanagari-label',
        className ?? 'text-maroon-800',
      )}
    >
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </a>
  );
}
