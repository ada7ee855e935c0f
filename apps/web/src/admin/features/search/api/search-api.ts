import { queryOptions } from '@tanstack/react-query';
import { searchReportResponse, searchSynonym, searchSynonymList } from '@store/contract';
import type { z } from 'zod';
import { adminRequest } from '../../../lib/admin-api';

export type SearchSynonym = z.infer<typeof searchSynonym>;
type SearchSynonymList = z.infer<typeof searchSynonymList>;
export type SearchReport = z.infer<typeof searchReportResponse>;

export const synonymsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'search', 'synonyms'],
    queryFn: ({ signal }) =>
      adminRequest<SearchSynonymList>('/admin/search/synonyms', {
        signal,
        answer: searchSynonymList,
      }),
  });

export const searchReportQuery = (days: 7 | 30) =>
  queryOptions({
    queryKey: ['admin', 'search', 'report', days],
    queryFn: ({ signal }) =>
      adminRequest<SearchReport>('/admin/search/report', {
        signal,
        query: { days: String(days) },
        answer: searchReportResponse,
      }),
  });

/** Owner only: adds a word, or gives a known word a new meaning. */
export function saveSynonym(word: string, means: string) {
  return adminRequest<SearchSynonym>('/admin/search/synonyms', {
    method: 'POST',
    body: { word, means },
    answer: import.meta.env.DEV ? searchSynonym : undefined,
  });
}

/** Owner only. */
export function deleteSynonym(word: string) {
  return adminRequest<void>(`/admin/search/synonyms/${encodeURIComponent(word)}`, {
    method: 'DELETE',
  });
}
