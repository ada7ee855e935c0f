import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { bindField, FormAlert, SubmitButton, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { AdminTitle, Card } from '../../components/admin-ui';
import { applyServerError, useServerFailure } from '../../lib/server-field-errors';
import { useAdminSession } from '../session';
import { changePassword } from './account-api';
import { changePasswordForm } from './password-rules';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.account;

/** Signed out elsewhere: the words for the count the server answers. */
export function sessionsEndedText(n: number): string {
  return texts.sessionsEnded(n);
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
      toast.success(texts.changed, { description: sessionsEndedText(answer.sessionsEnded) });
    } catch (error) {
      setFailure(applyServerError(form, error, ['currentPassword', 'newPassword']));
    }
  });
  return (
    <>
      <AdminTitle title={texts.title} />
      <Card title={texts.changeTitle} className="max-w-xl">
        <p className="mb-4 text-sm text-muted">
          {texts.signedInAs} <span className="break-all">{me?.email}</span>
          {texts.roleAndLead(me?.role ?? '')}
        </p>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            id="current-password"
            label={texts.currentPassword}
            type="password"
            autoComplete="current-password"
            {...bindField(form, 'currentPassword')}
          />
          <TextField
            id="new-password"
            label={texts.newPassword}
            type="password"
            autoComplete="new-password"
            {...bindField(form, 'newPassword')}
          />
          <TextField
            id="new-password-again"
            label={texts.newPasswordAgain}
            type="password"
            autoComplete="new-password"
            {...bindField(form, 'again')}
          />
          <SubmitButton
            busy={form.formState.isSubmitting}
            busyLabel={texts.changing}
            className="w-full sm:w-auto"
          >
            {texts.submit}
          </SubmitButton>
        </form>
      </Card>
    </>
  );
}
