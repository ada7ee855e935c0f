import { accountInfoResponse, type AccountInfoResponse } from '@store/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { accountInfoQueryOptions, unwrapAccountInfo, type AccountInfo } from './get-account-info';

/** PUT /accountInfo: sets the account's mobile number, or removes it with null. */
export async function updateAccountPhone(phone: string | null): Promise<AccountInfo> {
  const body = await apiRequest<AccountInfoResponse>('/accountInfo', {
    answer: import.meta.env.DEV ? accountInfoResponse : undefined,
    method: 'PUT',
    body: { phone },
  });
  return unwrapAccountInfo(body);
}

/** Saves the phone and puts the server's answer where every screen reads the account from. */
export function useUpdateAccountPhone() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccountPhone,
    onSuccess: (info) => client.setQueryData(accountInfoQueryOptions(token).queryKey, info),
  });
}
