import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { bindField, FormAlert, SubmitButton, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { AdminTitle, Card } from '../../components/admin-ui';
import { applyServerError, useServerFailure } from '../../lib/server-field-errors';
import { useAdminSession } from '../session';
import { changePassword } from './account-api';
import { changePasswordForm } from './password-rules';

/** Signed out elsewhere: the words for the count the server answers. */
export function sessionsEndedText(n: number): string {
  if (n === 0) return 'No other session was signed in.';
  return n === 1 ? 'One other session was signed out.' : `${n} other sessions were signed out.`;
}

/** Your account (every member): who is signed in, and a new password. */
export default function AccountPage() {
  const { me } = useAdminSession();
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', again: '' },
  });
  const [failure, setFailure] = useServerFailure(form);
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      form.reset();
      toast.success('Password changed', { description: sessionsEndedText(answer.sessionsEnded) });
    } catch (error) {
      setFailure(applyServerError(form, error, ['currentPassword', 'newPassword']));
    }
  });
  return (
    <>
      <AdminTitle title="Your account" />
      <Card title="Change your password" className="max-w-xl">
        <p className="mb-4 text-sm text-muted">
          Signed in as <span className="break-all">{me?.email}</span> ({me?.role}). A new password
          signs you out everywhere else: on other phones and computers you sign in again with it.
        </p>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...bindField(form, 'currentPassword')}
          />
          <TextField
            id="new-password"
            label="New password (at least 10 characters)"
            type="password"
            autoComplete="new-password"
            {...bindField(form, 'newPassword')}
          />
          <TextField
            id="new-password-again"
            label="New password again"
            type="password"
            autoComplete="new-password"
            {...bindField(form, 'again')}
          />
          <SubmitButton
            busy={form.formState.isSubmitting}
            busyLabel="Changing..."
            className="w-full sm:w-auto"
          >
            Change password
          </SubmitButton>
        </form>
      </Card>
    </>
  );
}
