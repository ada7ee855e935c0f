import { queryOptions } from '@tanstack/react-query';
import { type PinRule, type PinRuleKind, pinRuleList } from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

interface PinRuleList {
  data: PinRule[];
}

export const pinRulesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'pin-rules'],
    queryFn: ({ signal }) =>
      adminRequest<PinRuleList>('/admin/pincodes/rules', {
        answer: import.meta.env.DEV ? pinRuleList : undefined,
        signal,
      }),
  });

/** Owner only. The newest rule wins: it takes its range out of older ones (docs/delivery.md). */
export function setPinRule(range: string, kind: PinRuleKind) {
  return adminRequest<PinRuleList>('/admin/pincodes/rules', {
    answer: import.meta.env.DEV ? pinRuleList : undefined,
    method: 'POST',
    body: { range, kind },
  });
}

/** Owner only: normal service again inside the range, which removes the rules there. */
export function allowPins(range: string) {
  return adminRequest<PinRuleList>('/admin/pincodes/allow', {
    answer: import.meta.env.DEV ? pinRuleList : undefined,
    method: 'POST',
    body: { range },
  });
}
