export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * docs/product/storefront.md section 2: the first and last page, a window of `radius` (2) pages either side of the
 * current one, and an ellipsis wherever pages between them are skipped. Nothing at all for one
 * page or fewer.
 */
export function paginationWindow(current: number, total: number, radius = 2): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(2, page - radius);
  const end = Math.min(total - 1, page + radius);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

/** 'Showing X to Y of Z items' numbers for a page. */
export function shownRange(
  page: number,
  limit: number,
  total: number,
): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from: Math.min(from, total), to: Math.min(page * limit, total) };
}
