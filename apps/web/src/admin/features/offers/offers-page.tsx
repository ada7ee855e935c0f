import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '@store/contract';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  bindField,
  CheckboxField,
  SubmitButton,
  TextField,
} from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import {
  AdminTitle,
  Badge,
  Card,
  EmptyState,
  ErrorNotice,
  Loading,
  type BadgeTone,
} from '../../components/admin-ui';
import { applyServerError } from '../../lib/server-field-errors';
import { useAdminSession } from '../session';
import { couponsQuery, createCoupon, disableCoupon } from './api/offers-api';
import {
  COUPON_FORM_FIELDS,
  COUPON_STATE_LABEL,
  couponForm,
  couponState,
  describeCoupon,
  emptyCouponForm,
  formFieldOfServerPath,
  sortCoupons,
  usesWords,
  type CouponFormOutput,
  type CouponFormValues,
  type CouponState,
} from './coupon-rules';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.offers;
const formTexts = adminTexts.offerForm;

const STATE_TONE: Record<CouponState, BadgeTone> = {
  active: 'good',
  scheduled: 'brand',
  expired: 'neutral',
  'used-up': 'warn',
  disabled: 'bad',
};

type CouponFormApi = UseFormReturn<CouponFormValues, unknown, CouponFormOutput>;

/** Percentage or rupees off, how much, the cap and the minimum order. */
function CouponDiscountFields({
  form,
  kind,
}: {
  form: CouponFormApi;
  kind: CouponFormValues['kind'];
}) {
  const kindChoice = (value: 'percent' | 'flat', label: string) => (
    <label
      className={cn(
        'flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-maroon-700',
        kind === value
          ? 'border-maroon-700 bg-maroon-700 text-ivory-50'
          : 'border-line bg-ivory-50 text-ink',
      )}
    >
      <input type="radio" value={value} className="sr-only" {...form.register('kind')} />
      {label}
    </label>
  );

  return (
    <>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink">{formTexts.discount}</legend>
        <div className="flex gap-2">
          {kindChoice('percent', formTexts.percentOff)}
          {kindChoice('flat', formTexts.rupeesOff)}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="coupon-amount"
          label={kind === 'percent' ? formTexts.amountPercent : formTexts.amountRupees}
          inputMode="decimal"
          hint={kind === 'percent' ? formTexts.amountPercentHint : formTexts.amountRupeesHint}
          {...bindField(form, 'amount')}
        />
        {kind === 'percent' && (
          <TextField
            id="coupon-max-discount"
            label={formTexts.maxDiscount}
            inputMode="decimal"
            hint={formTexts.maxDiscountHint}
            {...bindField(form, 'maxDiscount')}
          />
        )}
        <TextField
          id="coupon-min-order"
          label={formTexts.minOrder}
          inputMode="decimal"
          hint={formTexts.minOrderHint}
          {...bindField(form, 'minOrder')}
        />
      </div>
    </>
  );
}

/** When the code runs and how often it may be used. */
function CouponLimitFields({ form }: { form: CouponFormApi }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        id="coupon-starts"
        type="datetime-local"
        label={formTexts.starts}
        hint={formTexts.startsHint}
        {...bindField(form, 'starts')}
      />
      <TextField
        id="coupon-ends"
        type="datetime-local"
        label={formTexts.ends}
        hint={formTexts.endsHint}
        {...bindField(form, 'ends')}
      />
      <TextField
        id="coupon-max-uses"
        label={formTexts.maxUses}
        inputMode="numeric"
        hint={formTexts.maxUsesHint}
        {...bindField(form, 'maxUses')}
      />
      <TextField
        id="coupon-per-shopper"
        label={formTexts.perShopper}
        inputMode="numeric"
        hint={formTexts.perShopperHint}
        {...bindField(form, 'perShopper')}
      />
    </div>
  );
}

/** A new offer code with every rule the API takes (docs/offers.md). Owner only. */
function CouponForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<CouponFormValues, unknown, CouponFormOutput>({
    resolver: zodResolver(couponForm),
    defaultValues: emptyCouponForm,
  });
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await createCoupon(body);
      queryClient.setQueryData<AdminCoupon[]>(['admin', 'coupons'], (old) => [
        saved,
        ...(old ?? []).filter((c) => c.code !== saved.code),
      ]);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
      toast.success(formTexts.created(saved.code));
      form.reset(emptyCouponForm);
      onDone();
    } catch (error) {
      const left = applyServerError(form, error, COUPON_FORM_FIELDS, formFieldOfServerPath);
      if (left) setFailure(new Error(left));
    }
  });

  return (
    <Card title={formTexts.title} className="mb-5">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        {failure !== null && <ErrorNotice focus error={failure} />}
        <TextField
          id="coupon-code"
          label={formTexts.code}
          hint={formTexts.codeHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...bindField(form, 'code')}
        />
        <CouponDiscountFields form={form} kind={kind} />
        <CouponLimitFields form={form} />
        <TextField
          id="coupon-categories"
          label={formTexts.categories}
          hint={formTexts.categoriesHint}
          autoComplete="off"
          {...bindField(form, 'categories')}
        />
        <CheckboxField
          id="coupon-first-order"
          label={formTexts.firstOrderOnly}
          {...bindField(form, 'firstOrderOnly')}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            busy={form.formState.isSubmitting}
            busyLabel={formTexts.creating}
            className="w-full sm:w-auto"
          >
            {formTexts.create}
          </SubmitButton>
          <button
            type="button"
            onClick={onDone}
            className={buttonClass('ghost', 'lg', 'w-full sm:w-auto')}
          >
            {formTexts.cancel}
          </button>
        </div>
      </form>
    </Card>
  );
}

function CouponCard({ coupon, canChange }: { coupon: AdminCoupon; canChange: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const disable = useMutation({
    mutationFn: () => disableCoupon(coupon.code),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminCoupon[]>(['admin', 'coupons'], (old) =>
        old?.map((c) => (c.code === saved.code ? saved : c)),
      );
      setConfirming(false);
      toast.success(texts.disabled(saved.code));
    },
  });
  const state = couponState(coupon);
  const confirmId = `disable-${coupon.code}`;
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-mono text-lg font-semibold text-ink">{coupon.code}</h2>
        <Badge tone={STATE_TONE[state]}>{COUPON_STATE_LABEL[state]}</Badge>
      </div>
      <ul className="mt-2 space-y-0.5 text-sm text-ink">
        {describeCoupon(coupon).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{usesWords(coupon)}</p>
      {disable.error && (
        <div className="mt-3">
          <ErrorNotice error={disable.error} />
        </div>
      )}
      {canChange && !coupon.disabled && !confirming && (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={buttonClass('outline', 'sm', 'mt-3 h-11 sm:h-11')}
        >
          {texts.disable(coupon.code)}
        </button>
      )}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby={confirmId}
          className="mt-3 rounded-lg border border-line bg-ivory-100 p-3"
        >
          <p id={confirmId} className="text-sm font-medium text-ink">
            {texts.confirmDisable(coupon.code)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              autoFocus
              disabled={disable.isPending}
              onClick={() => disable.mutate()}
              className={buttonClass('primary', 'md')}
            >
              {texts.yesDisable}
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

/** Offer codes: where each stands, its rules and uses; the owner creates and disables them. */
export default function OffersPage() {
  const { isOwner } = useAdminSession();
  const coupons = useQuery(couponsQuery());
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AdminTitle
        title={texts.title}
        actions={
          isOwner && (
            <button
              type="button"
              aria-expanded={creating}
              onClick={() => setCreating((open) => !open)}
              className={buttonClass(creating ? 'outline' : 'primary', 'sm', 'h-11 sm:h-11')}
            >
              {creating ? (
                <X className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Plus className="h-4 w-4" aria-hidden="true" />
              )}
              {creating ? texts.close : texts.newCode}
            </button>
          )
        }
      />
      {!isOwner && <p className="mb-4 text-sm text-muted">{texts.ownerOnly}</p>}
      {creating && isOwner && <CouponForm onDone={() => setCreating(false)} />}
      {coupons.isPending ? (
        <Loading label={texts.loading} />
      ) : coupons.isError ? (
        <ErrorNotice error={coupons.error} onReload={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <EmptyState>{texts.none}</EmptyState>
      ) : (
        <ul aria-label={texts.listLabel} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {sortCoupons(coupons.data).map((coupon) => (
            <CouponCard key={coupon.code} coupon={coupon} canChange={isOwner} />
          ))}
        </ul>
      )}
    </>
  );
}
