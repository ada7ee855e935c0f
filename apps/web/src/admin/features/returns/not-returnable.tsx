// What the owner marked not returnable (docs/returns.md): categories (jewellery) and single
// pieces (custom-stitched), added and removed here or with `returns:not-returnable`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { Card } from '../../components/admin-ui';
import { adminRequest, errorText } from '../../lib/admin-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.notReturnable;

interface Exclusion {
  kind: 'product' | 'category';
  value: string;
  title: string | null;
}

const KEY = ['admin', 'returns', 'not-returnable'];

export function NotReturnable() {
  const queryClient = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<Exclusion['kind']>('category');
  const [value, setValue] = useState('');
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      adminRequest<{ notReturnable: Exclusion[] }>('/admin/returns/not-returnable', { signal }),
  });
  const change = useMutation({
    mutationFn: (body: { kind: Exclusion['kind']; value: string; notReturnable: boolean }) =>
      adminRequest<{ notReturnable: Exclusion[] }>('/admin/returns/not-returnable', {
        method: 'PUT',
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      setValue('');
    },
    onError: (error) => toast.error(texts.notChanged, { description: errorText(error) }),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) change.mutate({ kind, value: value.trim(), notReturnable: true });
  };
  return (
    <Card title={texts.title}>
      <ul className="mb-3 space-y-1 text-sm">
        {(list.data?.notReturnable ?? []).map((x) => (
          <li key={`${x.kind}:${x.value}`} className="flex items-center justify-between gap-2">
            <span>
              {x.kind === 'category'
                ? texts.category(x.value)
                : texts.piece(x.value, x.title ?? '')}
            </span>
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              onClick={() => change.mutate({ kind: x.kind, value: x.value, notReturnable: false })}
            >
              {texts.allowReturns}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="space-y-2">
        <label htmlFor={`${id}-k`} className="block">
          <span className={labelClass}>{texts.mark}</span>
          <select
            id={`${id}-k`}
            className={inputClass}
            value={kind}
            onChange={(e) => setKind(e.target.value as Exclusion['kind'])}
          >
            <option value="category">{texts.aCategory}</option>
            <option value="product">{texts.aPiece}</option>
          </select>
        </label>
        <label htmlFor={`${id}-v`} className="block">
          <span className={labelClass}>
            {kind === 'category' ? texts.categoryName : texts.pieceNumber}
          </span>
          <input
            id={`${id}-v`}
            className={inputClass}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={change.isPending}>
          {texts.submit}
        </button>
      </form>
    </Card>
  );
}
