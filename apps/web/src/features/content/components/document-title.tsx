import { t } from '../../../lib/i18n';
import { useCarriedStoreInfo } from '../api/get-store-info';

/**
 * The browser tab's title; React 19 moves a <title> rendered anywhere into the document head.
 * The carried store information names the shop even where the page renders before the query
 * client (the home page), so the served <title> and og:title carry the shop's own name.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const info = useCarriedStoreInfo();
  return (
    <title>
      {title ? `${title} | ${info.brand}` : `${info.brand} | ${t('Indian Ethnic Wear')}`}
    </title>
  );
}
