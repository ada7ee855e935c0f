import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button-styles';
import { bindField, TextField } from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Badge,
  Card,
  EmptyState,
  ErrorNotice,
  Loading,
} from '../../components/admin-ui';
import { applyServerError, useServerFailure } from '../../lib/server-field-errors';
import { useAdminSession } from '../session';
import { setTaxRate, taxRatesQuery, type TaxRateEntry } from './api/tax-api';
import {
  slabWords,
  taxRateForm,
  taxRateFormValues,
  type TaxRateFormOutput,
  type TaxRateFormValues,
} from './tax-rate-rules';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.tax;

const MAX_SLABS = 5;

/** Sets the rate of one HSN prefix: a flat rate, or slabs by the taxable value of one piece. */
function TaxRateForm({ entry, onDone }: { entry: TaxRateEntry | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TaxRateFormValues, unknown, TaxRateFormOutput>({
    resolver: zodResolver(taxRateForm),
    defaultValues: taxRateFormValues(entry),
  });
  const [failure, setFailure] = useServerFailure(form);
  const rows = useFieldArray({ control: form.control, name: 'slabs' });
  const idBase = `rate-${entry?.hsnPrefix ?? 'new'}`;

  const onSubmit = form.handleSubmit(async ({ hsnPrefix, body }) => {
    setFailure(null);
    try {
      await setTaxRate(hsnPrefix, body);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'tax-rates'] });
      toast.success(texts.saved(hsnPrefix));
      onDone();
    } catch (error) {
      setFailure(applyServerError(form, error, ['hsnPrefix', 'slabs']));
    }
  });

  const slabsError =
    form.formState.errors.slabs?.message ?? form.formState.errors.slabs?.root?.message;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
      {failure && <ErrorNotice focus error={new Error(failure)} />}
      {entry === null && (
        <TextField
          id={`${idBase}-hsn`}
          label={texts.hsnPrefix}
          inputMode="numeric"
          autoComplete="off"
          hint={texts.hsnPrefixHint}
          {...bindField(form, 'hsnPrefix')}
        />
      )}
      <ol className="space-y-3">
        {rows.fields.map((row, i) => {
          const last = i === rows.fields.length - 1;
          return (
            <li key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <TextField
                id={`${idBase}-rate-${i}`}
                label={rows.fields.length === 1 ? texts.rate : texts.slabRate(i + 1)}
                inputMode="decimal"
                {...bindField(form, `slabs.${i}.rate`)}
              />
              {last ? (
                <p className="pt-9 text-sm text-muted">
                  {rows.fields.length === 1 ? texts.onEveryPiece : texts.aboveThat}
                </p>
              ) : (
                <TextField
                  id={`${idBase}-upto-${i}`}
                  label={texts.upTo}
                  inputMode="decimal"
                  {...bindField(form, `slabs.${i}.upTo`)}
                />
              )}
              {rows.fields.length > 1 ? (
                <button
                  type="button"
                  onClick={() => rows.remove(i)}
                  aria-label={texts.removeSlab(i + 1)}
                  className={buttonClass('ghost', 'icon', 'mt-7 h-11 w-11')}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              ) : (
                <span className="w-11" />
              )}
            </li>
          );
        })}
      </ol>
      {slabsError && <p className="text-sm font-medium text-red-800">{slabsError}</p>}
      <p className="text-xs text-muted">{texts.slabNote}</p>
      <div className="flex flex-wrap gap-2">
        {rows.fields.length < MAX_SLABS && (
          <button
            type="button"
            onClick={() => rows.insert(rows.fields.length - 1, { rate: '', upTo: '' })}
            className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {texts.addSlab}
          </button>
        )}
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className={buttonClass('primary', 'sm', 'h-11 sm:h-11')}
        >
          {form.formState.isSubmitting ? texts.saving : texts.save}
        </button>
        <button
          type="button"
          onClick={onDone}
          className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
        >
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

function RateRow({ entry, canEdit }: { entry: TaxRateEntry; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-mono text-lg font-semibold text-ink">{texts.hsn(entry.hsnPrefix)}</h2>
        <Badge tone={entry.source === 'owner' ? 'brand' : 'neutral'}>
          {entry.source === 'owner' ? texts.setByOwner : texts.byDefault}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-ink">{slabWords(entry.slabs)}</p>
      {canEdit && !editing && (
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={texts.editLabel(entry.hsnPrefix)}
          className={buttonClass('outline', 'sm', 'mt-3 h-11 sm:h-11')}
        >
          {texts.edit}
        </button>
      )}
      {editing && <TaxRateForm entry={entry} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** The GST rates in force per HSN prefix (docs/tax.md); only the owner changes them. */
export default function TaxRatesPage() {
  const { isOwner } = useAdminSession();
  const rates = useQuery(taxRatesQuery());
  const [adding, setAdding] = useState(false);
  return (
    <>
      <AdminTitle
        title={texts.title}
        actions={
          isOwner &&
          !adding && (
            <button
              type="button"
              onClick={() => setAdding(true)}
              className={buttonClass('primary', 'sm', 'h-11 sm:h-11')}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {texts.anotherHsn}
            </button>
          )
        }
      />
      <p className="mb-4 text-sm text-muted">
        {texts.lead}{' '}
        <Link to="/admin/orders" className="font-medium text-maroon-700 underline">
          {texts.ordersLink}
        </Link>{' '}
        {texts.leadEnd}
        {!isOwner && texts.ownerOnly}
      </p>
      {adding && (
        <Card title={texts.addTitle} className="mb-5">
          <TaxRateForm entry={null} onDone={() => setAdding(false)} />
        </Card>
      )}
      {rates.isPending ? (
        <Loading label={texts.loading} />
      ) : rates.isError ? (
        <ErrorNotice error={rates.error} onReload={() => void rates.refetch()} />
      ) : rates.data.rates.length === 0 ? (
        <EmptyState>{texts.none}</EmptyState>
      ) : (
        <ul aria-label={texts.listLabel} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {rates.data.rates.map((entry) => (
            <RateRow key={entry.hsnPrefix} entry={entry} canEdit={isOwner} />
          ))}
        </ul>
      )}
    </>
  );
}
