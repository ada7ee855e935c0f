// The Hindi names of the shop's categories, types and colours (docs/decisions/032): one list of
// every name the catalog uses, each with its Hindi to write or change. A name left empty shows
// in English on the Hindi pages. The screen itself stays English, as the whole admin does.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogNamesResponse, type CatalogName } from '@store/contract';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { AdminTitle, Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { adminRequest, errorText } from '../../lib/admin-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.hindiNames;

const namesQuery = queryOptions({
  queryKey: ['admin', 'catalog-names'],
  queryFn: ({ signal }) =>
    adminRequest<{ data: CatalogName[] }>('/admin/catalog-names', {
      signal,
      answer: catalogNamesResponse,
    }),
});

const HEADINGS: Record<CatalogName['kind'], string> = texts.headings;

function NameRow({ name }: { name: CatalogName }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(name.nameHi ?? '');
  const id = `hi-${name.kind}-${name.name.replace(/\W+/g, '-')}`;
  const save = useMutation({
    mutationFn: () =>
      adminRequest<undefined>('/admin/catalog-names', {
        method: 'PUT',
        body: { kind: name.kind, name: name.name, nameHi: value },
      }),
    onSuccess: () => {
      toast.success(value.trim() ? texts.saved(name.name) : texts.removed(name.name));
      void queryClient.invalidateQueries({ queryKey: namesQuery.queryKey });
    },
    onError: (error) => toast.error(texts.notSaved, { description: errorText(error) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 py-2">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className={labelClass}>
          {texts.inHindi(name.name)}
        </label>
        <input
          id={id}
          lang="hi"
          className={inputClass}
          value={value}
          maxLength={100}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className={buttonClass('outline', 'md')}
        disabled={save.isPending || value === (name.nameHi ?? '')}
      >
        {texts.save}
      </button>
    </form>
  );
}

export default function HindiNamesPage() {
  const names = useQuery(namesQuery);
  if (names.isPending) return <Loading label={texts.loading} />;
  if (names.isError) return <ErrorNotice error={names.error} />;
  const kinds = ['category', 'type', 'colour'] as const;
  return (
    <>
      <AdminTitle title={texts.title} />
      <p className="mb-4 text-sm text-stone-600">{texts.lead}</p>
      <div className="space-y-4">
        {kinds.map((kind) => (
          <Card key={kind} title={HEADINGS[kind]}>
            {names.data.data
              .filter((n) => n.kind === kind)
              .map((n) => (
                <NameRow key={`${n.name}:${n.nameHi ?? ''}`} name={n} />
              ))}
          </Card>
        ))}
      </div>
    </>
  );
}
