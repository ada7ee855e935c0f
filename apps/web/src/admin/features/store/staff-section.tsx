import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createInvitationRequest,
  type InvitationResponse,
  type StaffMember,
} from '@store/contract';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  bindField,
  EmailField,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { Badge, Card, ErrorNotice, formatWhen, Loading } from '../../components/admin-ui';
import { errorText } from '../../lib/admin-api';
import { applyServerError, useServerFailure } from '../../lib/server-field-errors';
import { useAdminSession } from '../session';
import { resetStaffPassword } from '../account/account-api';
import { resetPasswordForm } from '../account/password-rules';
import { invite, setDisabled, signOutEverywhere, staffQuery } from './api/staff-api';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.storeStaff;

function InviteForm() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<InvitationResponse | null>(null);
  const form = useForm({
    resolver: zodResolver(createInvitationRequest),
    defaultValues: { email: '' },
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await invite(email);
      setSent(answer);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
    } catch (error) {
      setFailure(applyServerError(form, error, ['email']));
    }
  });
  const link = sent ? new URL(sent.link, window.location.origin).toString() : '';
  return (
    <Card title={texts.inviteTitle}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <EmailField id="invite-email" label={texts.theirEmail} {...bindField(form, 'email')} />
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={texts.sending}
          className="w-full sm:w-auto"
        >
          {texts.sendInvitation}
        </SubmitButton>
      </form>
      {sent && (
        <div className="mt-4 rounded-lg bg-ivory-100 p-3 text-sm" role="status">
          <p className="text-ink">{texts.invitationSent(sent.email, formatWhen(sent.expiresAt))}</p>
          <p className="mt-2 break-all font-mono text-xs">{link}</p>
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard
                .writeText(link)
                .then(() => toast.success(texts.linkCopied))
                .catch(() => toast.error(texts.copyFailed))
            }
            className={buttonClass('outline', 'sm', 'mt-2 h-11 sm:h-11')}
          >
            <Copy className="h-4 w-4" aria-hidden="true" />
            {texts.copyLink}
          </button>
        </div>
      )}
    </Card>
  );
}

/** The owner gives a staff member a new password, to hand over in person; their sessions end. */
function ResetPassword({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', again: '' },
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const answer = await resetStaffPassword(member.id, newPassword);
      toast.success(texts.newPasswordSet(member.name || member.email), {
        description: texts.handOver(answer.sessionsEnded),
      });
      onDone();
    } catch (error) {
      setFailure(applyServerError(form, error, ['newPassword']));
    }
  });
  const id = `reset-${member.id}`;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        id={`${id}-new`}
        label={texts.newPassword}
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'newPassword')}
      />
      <TextField
        id={`${id}-again`}
        label={texts.newPasswordAgain}
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'again')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={texts.setting}>
          {texts.setPassword}
        </SubmitButton>
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

function StaffCard({ member, self }: { member: StaffMember; self: boolean }) {
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: (disabled: boolean) => setDisabled(member.id, disabled),
    onSuccess: (_answer, disabled) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
      toast.success(disabled ? texts.cannotSignIn(member.name) : texts.canSignInAgain(member.name));
    },
    onError: (error) => toast.error(texts.notChanged, { description: errorText(error) }),
  });
  const signOut = useMutation({
    mutationFn: () => signOutEverywhere(member.id),
    onSuccess: (answer) => toast.success(texts.signedOut(answer.sessionsEnded)),
    onError: (error) => toast.error(texts.notSignedOut, { description: errorText(error) }),
  });
  const [resetting, setResetting] = useState(false);
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-all font-medium text-ink">
          {member.name || member.email}
        </span>
        <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>{member.role}</Badge>
        {member.disabled && <Badge tone="bad">{texts.disabledBadge}</Badge>}
        {member.twoFactorEnabled && <Badge tone="good">{texts.twoFactorOn}</Badge>}
        {self && <Badge>{texts.you}</Badge>}
      </div>
      <p className="mt-1 break-all text-sm text-muted">{member.email}</p>
      {!self && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
          >
            {texts.signOutEverywhere}
          </button>
          <button
            type="button"
            disabled={disable.isPending}
            onClick={() => disable.mutate(!member.disabled)}
            className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
          >
            {member.disabled ? texts.enable : texts.disable}
          </button>
          {member.role === 'staff' && !resetting && (
            <button
              type="button"
              onClick={() => setResetting(true)}
              className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
            >
              {texts.newPasswordButton}
            </button>
          )}
        </div>
      )}
      {resetting && <ResetPassword member={member} onDone={() => setResetting(false)} />}
    </li>
  );
}

/** Staff (owner only): who can sign in, invitations, signing someone out, turning them off. */
export function StaffSection() {
  const { me } = useAdminSession();
  const staff = useQuery(staffQuery);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <Card title={texts.title}>
        {staff.isPending ? (
          <Loading label={texts.loading} />
        ) : staff.isError ? (
          <ErrorNotice error={staff.error} onReload={() => void staff.refetch()} />
        ) : (
          <ul className="space-y-3">
            {staff.data.data.map((member) => (
              <StaffCard key={member.id} member={member} self={member.id === me?.id} />
            ))}
          </ul>
        )}
      </Card>
      <InviteForm />
    </div>
  );
}
