import { useQuery, useQueryClient } from '@tanstack/react-query';
import { INDIAN_STATES } from '@store/contract';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  bindField,
  CheckboxField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { POLICY_TITLES, sanitizeHtml } from '../../../features/content';
import { Card, ErrorNotice, Loading } from '../../components/admin-ui';
import { ApiError, errorText } from '../../lib/admin-api';
import {
  demoDetailsQuery,
  saveStoreSettings,
  storeSettingsQuery,
  type StoreSettingsRecord,
} from './api/store-api';
import { adminTexts } from '../../admin-texts';
import { DemoDetailsNotice } from './demo-details-notice';

const texts = adminTexts.storeSettings;

const POLICY_SLUGS = Object.keys(POLICY_TITLES) as (keyof typeof POLICY_TITLES)[];

/** A web address typed on a phone: the URL keyboard, no capital first letter, no spell check. */
const LINK_INPUT = { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } as const;

interface SettingsForm {
  storeName: string;
  companyName: string;
  description: string;
  companyAddress: string;
  companyPhone: string;
  whatsappNumber: string;
  companyEmail: string;
  companyLogoUrl: string;
  website: string;
  instagram: string;
  facebook: string;
  twitter: string;
  upiVpa: string;
  upiPayeeName: string;
  lowStockThreshold: string;
  reviewRequestDays: string;
  returnWindowDays: string;
  taxLegalName: string;
  taxAddress: string;
  taxState: string;
  taxGstin: string;
  taxInvoicePrefix: string;
  policies: Record<string, string>;
  /** The shop offers Hindi beside English (docs/decisions/032); English is always on. */
  hindi: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const section = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function formOf(s: StoreSettingsRecord): SettingsForm {
  const social = section(s.socialLinks);
  const policies = section(s.policies);
  return {
    storeName: text(s.storeName),
    companyName: text(s.companyName),
    description: text(s.description),
    companyAddress: text(s.companyAddress),
    companyPhone: text(s.companyPhone),
    whatsappNumber: text(s.whatsappNumber),
    companyEmail: text(s.companyEmail),
    companyLogoUrl: text(s.companyLogoUrl),
    website: text(s.website),
    instagram: text(social.instagram),
    facebook: text(social.facebook),
    twitter: text(social.twitter),
    upiVpa: text(s.upiVpa),
    upiPayeeName: text(s.upiPayeeName),
    lowStockThreshold: String(section(s.admin).lowStockThreshold ?? ''),
    reviewRequestDays: String(section(s.admin).reviewRequestDays ?? ''),
    returnWindowDays: String(section(s.admin).returnWindowDays ?? ''),
    taxLegalName: text(section(s.tax).legalName),
    taxAddress: text(section(s.tax).address),
    taxState: text(section(s.tax).state),
    taxGstin: text(section(s.tax).gstin),
    taxInvoicePrefix: text(section(s.tax).invoicePrefix),
    policies: Object.fromEntries(POLICY_SLUGS.map((slug) => [slug, text(policies[slug])])),
    hindi: !Array.isArray(s.languages) || s.languages.includes('hi'),
  };
}

/** The edited fields over the configuration as loaded: sections this screen does not show go back as they came. */
function settingsOf(loaded: StoreSettingsRecord, f: SettingsForm): StoreSettingsRecord {
  const policies = { ...section(loaded.policies) };
  for (const slug of POLICY_SLUGS) {
    const html = f.policies[slug]?.trim() ?? '';
    if (html) policies[slug] = html;
    else delete policies[slug];
  }
  const threshold = Number(f.lowStockThreshold);
  return {
    ...loaded,
    storeName: f.storeName.trim(),
    companyName: f.companyName.trim(),
    description: f.description.trim(),
    companyAddress: f.companyAddress.trim(),
    companyPhone: f.companyPhone.trim(),
    whatsappNumber: f.whatsappNumber.trim(),
    companyEmail: f.companyEmail.trim(),
    companyLogoUrl: f.companyLogoUrl.trim(),
    website: f.website.trim(),
    socialLinks: {
      ...section(loaded.socialLinks),
      instagram: f.instagram.trim(),
      facebook: f.facebook.trim(),
      twitter: f.twitter.trim(),
    },
    upiVpa: f.upiVpa.trim(),
    upiPayeeName: f.upiPayeeName.trim(),
    ...(loaded.admin !== undefined || f.lowStockThreshold.trim() !== ''
      ? {
          admin: {
            ...section(loaded.admin),
            lowStockThreshold: Number.isFinite(threshold) ? threshold : f.lowStockThreshold,
            ...(f.reviewRequestDays.trim() !== '' && {
              reviewRequestDays: Number.isFinite(Number(f.reviewRequestDays))
                ? Number(f.reviewRequestDays)
                : f.reviewRequestDays,
            }),
            ...(f.returnWindowDays.trim() !== '' && {
              returnWindowDays: Number.isFinite(Number(f.returnWindowDays))
                ? Number(f.returnWindowDays)
                : f.returnWindowDays,
            }),
          },
        }
      : {}),
    ...(loaded.tax !== undefined
      ? {
          tax: {
            ...section(loaded.tax),
            legalName: f.taxLegalName.trim(),
            address: f.taxAddress.trim(),
            state: f.taxState === '' ? null : f.taxState,
            gstin: f.taxGstin.trim().toUpperCase(),
            invoicePrefix: f.taxInvoicePrefix.trim(),
          },
        }
      : {}),
    policies,
    languages: f.hindi ? ['en', 'hi'] : ['en'],
  };
}

/** Which form field a refusal names: "Invalid store configuration at upiVpa: ..." */
const FIELD_OF_PATH: Record<string, keyof SettingsForm> = {
  'socialLinks.instagram': 'instagram',
  'socialLinks.facebook': 'facebook',
  'socialLinks.twitter': 'twitter',
  'admin.lowStockThreshold': 'lowStockThreshold',
  'admin.reviewRequestDays': 'reviewRequestDays',
  'admin.returnWindowDays': 'returnWindowDays',
  'tax.legalName': 'taxLegalName',
  'tax.address': 'taxAddress',
  'tax.state': 'taxState',
  'tax.gstin': 'taxGstin',
  'tax.invoicePrefix': 'taxInvoicePrefix',
};

/**
 * The server's words as a sentence under the field: "enter an email address like ..." becomes
 * "Enter an email address like ...", and a message that starts with the setting's own name
 * ("upiVpa must look like name@bank") speaks of "This" instead, as the field's label says which.
 */
function fieldMessage(path: string, message: string): string {
  const key = path.split('.').at(-1) ?? '';
  const plain =
    key && message.startsWith(`${key} `) ? texts.thisSetting(message.slice(key.length)) : message;
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

function showRefusal(form: UseFormReturn<SettingsForm>, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return errorText(error);
  const [refused] = Object.entries(error.fields);
  if (!refused) return error.message;
  const [path, message] = refused;
  const field = FIELD_OF_PATH[path] ?? path.split('.')[0];
  if (field && field in form.getValues()) {
    const name = path.startsWith('policies.') ? (path as `policies.${string}`) : field;
    form.setError(
      name as keyof SettingsForm,
      { type: 'server', message: fieldMessage(path, message) },
      { shouldFocus: true },
    );
    return null;
  }
  return error.message;
}

function PolicyEditor({ form, slug }: { form: UseFormReturn<SettingsForm>; slug: string }) {
  const [preview, setPreview] = useState(false);
  const title = POLICY_TITLES[slug as keyof typeof POLICY_TITLES];
  const html = form.watch(`policies.${slug}`) ?? '';
  return (
    <details className="rounded-lg border border-line bg-ivory-100 p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink">
        {title}
        {!html.trim() && (
          <span className="ml-2 text-sm font-normal text-muted">{texts.standardText}</span>
        )}
      </summary>
      <div className="mt-2 space-y-2">
        <TextAreaField
          id={`policy-${slug}`}
          label={texts.policyHtml(title)}
          hint={texts.policyHint}
          rows={8}
          className="font-mono text-sm"
          {...bindField(form, `policies.${slug}`)}
        />
        <button
          type="button"
          aria-expanded={preview}
          onClick={() => setPreview(!preview)}
          className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
        >
          {preview ? texts.hidePreview : texts.preview}
        </button>
        {preview && (
          <div
            className="rounded-lg border border-line bg-ivory-50 p-4 text-sm leading-relaxed text-ink [&_a]:text-maroon-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:text-maroon-800 [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2"
            // Cleaned here as the storefront cleans it on render; the server cleans it on save.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
          />
        )}
      </div>
    </details>
  );
}

type SettingsFormApi = UseFormReturn<SettingsForm>;

/** A text field bound to one setting, with its id made from the setting's name. */
const fieldOf =
  (form: SettingsFormApi) =>
  (name: keyof SettingsForm, label: string, extra: object = {}) => (
    <TextField id={`store-${name}`} label={label} {...extra} {...bindField(form, name)} />
  );

function ContactCard({ form }: { form: SettingsFormApi }) {
  const field = fieldOf(form);
  return (
    <Card title={texts.contactTitle}>
      <div className="space-y-4">
        <TextAreaField
          id="store-companyAddress"
          label={texts.address}
          rows={3}
          {...bindField(form, 'companyAddress')}
        />
        {field('companyPhone', texts.phone, {
          inputMode: 'tel',
          autoComplete: 'off',
          hint: texts.phoneHint,
        })}
        {field('whatsappNumber', texts.whatsapp, {
          inputMode: 'tel',
          autoComplete: 'off',
          hint: texts.whatsappHint,
        })}
        {field('companyEmail', texts.email, {
          inputMode: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        {field('website', texts.website, { ...LINK_INPUT, hint: texts.websiteHint })}
        {field('instagram', texts.instagram, { ...LINK_INPUT, hint: texts.instagramHint })}
        {field('facebook', texts.facebook, LINK_INPUT)}
        {field('twitter', texts.twitter, LINK_INPUT)}
      </div>
    </Card>
  );
}

function GstCard({ form }: { form: SettingsFormApi }) {
  const field = fieldOf(form);
  return (
    <Card title={texts.gstTitle}>
      <div className="space-y-4">
        {field('taxGstin', texts.gstin, {
          hint: texts.gstinHint,
          autoCapitalize: 'characters',
          spellCheck: false,
        })}
        {field('taxLegalName', texts.legalName)}
        <TextAreaField
          id="store-taxAddress"
          label={texts.taxAddress}
          rows={2}
          {...bindField(form, 'taxAddress')}
        />
        <SelectField id="store-taxState" label={texts.state} {...bindField(form, 'taxState')}>
          <option value="">{texts.stateNotSet}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        {field('taxInvoicePrefix', texts.invoicePrefix, {
          hint: texts.invoicePrefixHint,
          autoCapitalize: 'characters',
        })}
      </div>
    </Card>
  );
}

function StoreSettingsForm({ loaded }: { loaded: StoreSettingsRecord }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SettingsForm>({ defaultValues: formOf(loaded) });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saveStoreSettings(settingsOf(loaded, values));
      queryClient.setQueryData(storeSettingsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: demoDetailsQuery.queryKey });
      form.reset(formOf(saved));
      toast.success(texts.saved);
    } catch (error) {
      setFailure(showRefusal(form, error));
    }
  });
  const field = fieldOf(form);
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <DemoDetailsNotice />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card title={texts.shopTitle}>
          <div className="space-y-4">
            {field('storeName', texts.storeName)}
            {field('companyName', texts.companyName)}
            <TextAreaField
              id="store-description"
              label={texts.description}
              rows={3}
              {...bindField(form, 'description')}
            />
            {field('companyLogoUrl', texts.logoUrl, {
              inputMode: 'url',
              autoCapitalize: 'none',
              spellCheck: false,
              hint: texts.logoUrlHint,
            })}
          </div>
        </Card>
        <ContactCard form={form} />
        <Card title={texts.upiTitle}>
          <div className="space-y-4">
            {field('upiVpa', texts.upiVpa, {
              hint: texts.upiVpaHint,
              autoCapitalize: 'none',
              spellCheck: false,
            })}
            {field('upiPayeeName', texts.upiPayeeName)}
          </div>
        </Card>
        {loaded.tax !== undefined && <GstCard form={form} />}
        <Card title={texts.todayTitle}>
          {field('lowStockThreshold', texts.lowStock, {
            inputMode: 'numeric',
          })}
        </Card>
        <Card title={texts.reviewsTitle}>
          {field('reviewRequestDays', texts.reviewDays, {
            inputMode: 'numeric',
          })}
        </Card>
        <Card title={texts.returnsTitle}>
          {field('returnWindowDays', texts.returnDays, { inputMode: 'numeric' })}
        </Card>
        <Card title={texts.languagesTitle}>
          <CheckboxField
            id="store-hindi"
            label={texts.hindi}
            hint={texts.hindiHint}
            {...form.register('hindi')}
          />
        </Card>
      </div>
      <Card title={texts.policiesTitle}>
        <div className="space-y-2">
          {POLICY_SLUGS.map((slug) => (
            <PolicyEditor key={slug} form={form} slug={slug} />
          ))}
        </div>
      </Card>
      <div
        data-save-bar
        className="sticky bottom-16 z-10 -mx-4 border-t border-line bg-ivory-100/95 px-4 py-3 lg:bottom-0 lg:mx-0 lg:rounded-xl lg:border"
      >
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={texts.saving}
          className="w-full sm:w-auto"
        >
          {texts.save}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Store settings (owner only): name, contact, UPI, policy pages with a preview. */
export function SettingsSection() {
  const settings = useQuery(storeSettingsQuery);
  if (settings.isPending) return <Loading label={texts.loading} />;
  if (settings.isError) {
    return <ErrorNotice error={settings.error} onReload={() => void settings.refetch()} />;
  }
  return <StoreSettingsForm loaded={settings.data} />;
}
