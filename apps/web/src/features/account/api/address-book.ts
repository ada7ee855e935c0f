import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SaveAddressRequest } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAuth, USER_QUERY_KEY } from '../../auth';

const PATH = '/account/addresses';

export const addressBookQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'addresses', token],
    queryFn: ({ signal }) => apiRequest<SavedAddress[]>(PATH, { signal }),
    enabled: token !== null,
    retry: false,
  });

/** GET /account/addresses: the signed-in shopper's saved addresses, latest used first. */
export function useAddressBook() {
  const { token } = useAuth();
  return useQuery(addressBookQueryOptions(token));
}

/** Add (no id), change (an id) or delete an address; the book is read again after. */
export function useAddressBookChange() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEY, 'addresses'] });
  const save = useMutation({
    mutationFn: ({ id, address }: { id?: number | undefined; address: SaveAddressRequest }) =>
      apiRequest<SavedAddress>(id === undefined ? PATH : `${PATH}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: address,
      }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<null>(`${PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { save, remove };
}
