import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  type TwoFactorSetupResponse,
} from '@store/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button-styles';
import { bindField, FormAlert, SubmitButton, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { Badge, Card } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { applyServerError, useServerFailure } from '../../lib/server-field-errors';
import { useAdminSession } from '../session';
import {
  disableTwoFactor,
  enableTwoFactor,
  newRecoveryCodes,
  startTwoFactor,
} from './api/staff-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.storeSecurity;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <FormAlert tone="warning" title={texts.codesTitle}>
      <p>{texts.codesLead}</p>
      <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-base">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDone}
        className={buttonClass('primary', 'sm', 'mt-3 h-11 sm:h-11')}
      >
        {texts.codesSaved}
      </button>
    </FormAlert>
  );
}

function EnableTwoFactor({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const form = useForm({
    resolver: zodResolver(twoFactorEnableRequest),
    defaultValues: { code: '' },
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const answer = await enableTwoFactor(code);
      onCodes(answer.recoveryCodes);
      setSetup(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'me'] });
      toast.success(texts.isOn);
    } catch (error) {
      setFailure(applyServerError(form, error, ['code']));
    }
  });
  if (!setup) {
    return (
      <div className="space-y-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <p className="text-sm text-ink">{texts.why}</p>
        <button
          type="button"
          disabled={starting}
          onClick={() => {
            setStarting(true);
            setFailure(null);
            startTwoFactor()
              .then(setSetup)
              .catch((error: unknown) => setFailure(errorText(error)))
              .finally(() => setStarting(false));
          }}
          className={buttonClass('primary', 'md')}
        >
          {texts.turnOnButton}
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
        {texts.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex flex-col items-center gap-2">
        <div className="rounded-lg bg-white p-3">
          <QRCodeSVG value={setup.otpauthUrl} size={192} role="img" aria-label={texts.qrLabel} />
        </div>
        <p data-testid="totp-secret" className="break-all text-center font-mono text-sm text-ink">
          {setup.secret}
        </p>
      </div>
      <TextField
        id="totp-code"
        label={texts.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...bindField(form, 'code')}
      />
      <SubmitButton
        busy={form.formState.isSubmitting}
        busyLabel={texts.checking}
        className="w-full sm:w-auto"
      >
        {texts.turnOn}
      </SubmitButton>
    </form>
  );
}

function DisableTwoFactor({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(twoFactorDisableRequest),
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await disableTwoFactor(password);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'me'] });
      toast.success(texts.isOff);
    } catch (error) {
      setFailure(applyServerError(form, error, ['password']));
    }
  });
  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={() =>
          void newRecoveryCodes()
            .then((answer) => onCodes(answer.recoveryCodes))
            .catch((error: unknown) =>
              toast.error(texts.noNewCodes, { description: errorText(error) }),
            )
        }
        className={buttonClass('outline', 'md')}
      >
        {texts.newCodes}
      </button>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          id="disable-password"
          label={texts.password}
          type="password"
          autoComplete="current-password"
          {...bindField(form, 'password')}
        />
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={texts.turningOff}
          className="w-full sm:w-auto"
        >
          {texts.turnOff}
        </SubmitButton>
      </form>
    </div>
  );
}

/** Two-factor sign-in for the signed-in owner: QR code, a confirming code, recovery codes. */
export function SecuritySection() {
  const { me } = useAdminSession();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card
      title={texts.title}
      actions={
        <Badge tone={me?.twoFactorEnabled ? 'good' : 'warn'}>
          {me?.twoFactorEnabled ? texts.on : texts.off}
        </Badge>
      }
      className="max-w-xl"
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : me?.twoFactorEnabled ? (
        <DisableTwoFactor onCodes={setCodes} />
      ) : (
        <EnableTwoFactor onCodes={setCodes} />
      )}
    </Card>
  );
}
