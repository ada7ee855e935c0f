import { useStoreInfo } from '../api/get-store-info';

/** The browser tab's title; React 19 moves a <title> rendered anywhere into the document head. */
export function DocumentTitle({ title }: { title?: string }) {
  const { info } = useStoreInfo();
  return <title>{title ? `${title} | ${info.brand}` : `${info.brand} | Indian Ethnic Wear`}</title>;
}
