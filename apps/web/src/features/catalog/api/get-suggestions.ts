import { searchSuggestions, type SearchSuggestions } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /search/suggest: kinds of piece and a few products for the words typed so far. */
export function getSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiRequest<SearchSuggestions>('/search/suggest', {
    answer: import.meta.env.DEV ? searchSuggestions : undefined,
    query: { q },
    signal,
  });
}
