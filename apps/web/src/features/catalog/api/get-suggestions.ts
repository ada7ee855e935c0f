import { searchSuggestions, type SearchSuggestions } from '@store/contract';

/**
 * GET /search/suggest: kinds of piece and a few products for the words typed so far. The API
 * client is fetched with the first suggestion, not with the header on the first page (its
 * script budget, docs/decisions/011 and 031).
 */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const { apiRequest } = await import('../../../lib/api-client');
  return apiRequest<SearchSuggestions>('/search/suggest', {
    answer: import.meta.env.DEV ? searchSuggestions : undefined,
    query: { q },
    signal,
  });
}
