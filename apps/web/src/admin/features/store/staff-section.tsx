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
    <Card title="Invite a staff member">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        <EmailField id="invite-email" label="Their email" {...bindField(form, 'email')} />
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel="Sending..."
          className="w-full sm:w-auto"
        >
          Send invitation
        </SubmitButton>
      </form>
      {sent && (
        <div className="mt-4 rounded-lg bg-ivory-100 p-3 text-sm" role="status">
          <p className="text-ink">
            We have e-mailed an invitation to {sent.email}. Its link works once, until{' '}
            {formatWhen(sent.expiresAt)}; you can also pass it on yourself.
          </p>
          <p className="mt-2 break-all font-mono text-xs">{link}</p>
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard
                .writeText(link)
                .then(() => toast.success('Link copied'))
                .catch(() => toast.error('Could not copy; select the link instead'))
            }
            className={buttonClass('outline', 'sm', 'mt-2 h-11 sm:h-11')}
          >
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copy link
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
      toast.success(`New password set for ${member.name || member.email}`, {
        description: `Signed out of ${answer.sessionsEnded} session(s). Give them the password in person.`,
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
        label="New password (at least 10 characters)"
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'newPassword')}
      />
      <TextField
        id={`${id}-again`}
        label="New password again"
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'again')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Setting...">
          Set password
        </SubmitButton>
        <button
          type="button"
          onClick={onDone}
          className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
        >
          Cancel
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
      toast.success(
        disabled ? `${member.name} can no longer sign in` : `${member.name} can sign in again`,
      );
    },
    onError: (error) => toast.error('Not changed', { description: errorText(error) }),
  });
  const signOut = useMutation({
    mutationFn: () => signOutEverywhere(member.id),
    onSuccess: (answer) => toast.success(`Signed out of ${answer.sessionsEnded} session(s)`),
    onError: (error) => toast.error('Not signed out', { description: errorText(error) }),
  });
  const [resetting, setResetting] = useState(false);
  return (
    <li className="rounded-xl border border-line bg-ivory-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-all font-medium text-ink">
          {member.name || member.email}
        </span>
        <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>{member.role}</Badge>
        {member.disabled && <Badge tone="bad">disabled</Badge>}
        {member.twoFactorEnabled && <Badge tone="good">2FA on</Badge>}
        {self && <Badge>you</Badge>}
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
            Sign out everywhere
          </button>
          <button
            type="button"
            disabled={disable.isPending}
            onClick={() => disable.mutate(!member.disabled)}
            className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
          >
            {member.disabled ? 'Enable' : 'Disable'}
          </button>
          {member.role === 'staff' && !resetting && (
            <button
              type="button"
              onClick={() => setResetting(true)}
              className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
            >
              New password
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
      <Card title="Staff">
        {staff.isPending ? (
          <Loading label="Loading staff" />
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
