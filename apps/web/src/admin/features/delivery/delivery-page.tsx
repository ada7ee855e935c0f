import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PIN_RULE_KINDS, pinRuleRequest, type PinRule } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles';
import { bindField, SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Badge,
  Card,
  EmptyState,
  ErrorNotice,
  formatWhen,
  Loading,
} from '../../components/admin-ui';
import { applyServerError, useServerFailure } from '../../lib/server-field-errors';
import { useAdminSession } from '../session';
import { allowPins, pinRulesQuery, setPinRule } from './api/delivery-api';
import { PIN_RULE_KIND_LABEL, pinRuleRange, pinRuleRangeWords } from './pin-rule-words';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.delivery;

// The contract's own rule, after trimming: a pasted space around the PIN is no refusal.
const ruleForm = z.object({
  range: z.string().trim().pipe(pinRuleRequest.shape.range),
  kind: pinRuleRequest.shape.kind,
});

function AddRule() {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof ruleForm>, unknown, z.output<typeof ruleForm>>({
    resolver: zodResolver(ruleForm),
    defaultValues: { range: '', kind: 'noCod' },
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ range, kind }) => {
    setFailure(null);
    try {
      const saved = await setPinRule(range, kind);
      queryClient.setQueryData(['admin', 'pin-rules'], saved);
      toast.success(texts.added(range, PIN_RULE_KIND_LABEL[kind]));
      form.reset({ range: '', kind });
    } catch (error) {
      setFailure(applyServerError(form, error, ['range', 'kind']));
    }
  });
  return (
    <Card title={texts.addTitle} className="mb-5">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        {failure && <ErrorNotice focus error={new Error(failure)} />}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="pin-range"
            label={texts.range}
            inputMode="numeric"
            autoComplete="off"
            hint={texts.rangeHint}
            {...bindField(form, 'range')}
          />
          <SelectField id="pin-kind" label={texts.kind} {...bindField(form, 'kind')}>
            {PIN_RULE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PIN_RULE_KIND_LABEL[kind]}
              </option>
            ))}
          </SelectField>
        </div>
        <p className="text-sm text-muted">{texts.newestWins}</p>
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={texts.saving}
          className="w-full sm:w-auto"
        >
          {texts.add}
        </SubmitButton>
      </form>
    </Card>
  );
}

function RuleRow({ rule, canChange }: { rule: PinRule; canChange: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => allowPins(pinRuleRange(rule)),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'pin-rules'], saved);
      toast.success(texts.removed(pinRuleRangeWords(rule)));
    },
  });
  const words = pinRuleRangeWords(rule);
  const confirmId = `remove-rule-${rule.id}`;
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-semibold text-ink">{words}</span>
        <Badge tone={rule.kind === 'blocked' ? 'bad' : 'warn'}>
          {PIN_RULE_KIND_LABEL[rule.kind]}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-muted">{texts.since(formatWhen(rule.createdAt))}</p>
      {remove.error && (
        <div className="mt-3">
          <ErrorNotice error={remove.error} />
        </div>
      )}
      {canChange && !confirming && (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={buttonClass('outline', 'sm', 'mt-3 h-11 sm:h-11')}
          aria-label={texts.removeLabel(words)}
        >
          {texts.remove}
        </button>
      )}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby={confirmId}
          className="mt-3 rounded-lg border border-line bg-ivory-100 p-3"
        >
          <p id={confirmId} className="text-sm font-medium text-ink">
            {texts.confirm(words)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              autoFocus
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
              className={buttonClass('primary', 'md')}
            >
              {texts.yesRemove}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClass('ghost', 'md')}
            >
              {texts.keep}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * Where the shop does not deliver, or delivers without cash on delivery (docs/delivery.md). The
 * delivery promise's settings (dispatch PIN, handling days, cut-off, zones, holidays) and cash on
 * delivery's limits are store settings and stay on the Store screen.
 */
export default function DeliveryPage() {
  const { isOwner } = useAdminSession();
  const rules = useQuery(pinRulesQuery());
  return (
    <>
      <AdminTitle title={texts.title} />
      <p className="mb-4 text-sm text-muted">
        {texts.lead}{' '}
        <Link to="/admin/store" className="font-medium text-maroon-700 underline">
          {texts.storeSettingsLink}
        </Link>
        .
      </p>
      {isOwner ? <AddRule /> : <p className="mb-4 text-sm text-muted">{texts.ownerOnly}</p>}
      <h2 className="mb-3 text-lg text-maroon-800">{texts.rulesTitle}</h2>
      {rules.isPending ? (
        <Loading label={texts.loading} />
      ) : rules.isError ? (
        <ErrorNotice error={rules.error} onReload={() => void rules.refetch()} />
      ) : rules.data.data.length === 0 ? (
        <EmptyState>{texts.none}</EmptyState>
      ) : (
        <ul aria-label={texts.listLabel} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {rules.data.data.map((rule) => (
            <RuleRow key={rule.id} rule={rule} canChange={isOwner} />
          ))}
        </ul>
      )}
    </>
  );
}
