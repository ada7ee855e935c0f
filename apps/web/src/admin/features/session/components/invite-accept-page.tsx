import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { acceptInvitationRequest } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  bindField,
  FormAlert,
  SubmitButton,
  TextField,
} from '../../../../components/ui/form-field';
import { errorText } from '../../../lib/admin-api';
import { setAdminToken } from '../../../lib/admin-token';
import { Loading } from '../../../components/admin-ui';
import { acceptInvite, invitationQuery } from '../api/invite-api';
import { AdminAuthCard } from './admin-auth-card';
import { adminTexts } from '../../../admin-texts';

const texts = adminTexts.invite;

const inviteForm = acceptInvitationRequest
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: texts.notTheSame,
  });

/** /admin/invite/:token: a new staff member gives a name and a password and is signed in. */
export function InviteAcceptPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useQuery(invitationQuery(token));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(inviteForm),
    defaultValues: { name: '', password: '', confirm: '' },
  });
  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setFailure(null);
    try {
      const answer = await acceptInvite(token, { name, password });
      setAdminToken(answer.token);
      void navigate('/admin', { replace: true });
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  if (invitation.isPending) return <Loading label={texts.checking} />;
  if (invitation.isError) {
    return (
      <AdminAuthCard title={texts.notValid}>
        <FormAlert>
          {errorText(invitation.error)}
          {texts.askOwner}
        </FormAlert>
      </AdminAuthCard>
    );
  }
  return (
    <AdminAuthCard title={texts.title} lead={texts.lead(invitation.data.email)}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          id="invite-name"
          label={texts.name}
          autoComplete="name"
          {...bindField(form, 'name')}
        />
        <TextField
          id="invite-password"
          label={texts.password}
          type="password"
          autoComplete="new-password"
          hint={texts.passwordHint}
          {...bindField(form, 'password')}
        />
        <TextField
          id="invite-confirm"
          label={texts.passwordAgain}
          type="password"
          autoComplete="new-password"
          {...bindField(form, 'confirm')}
        />
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={texts.saving}
          className="w-full"
        >
          {texts.submit}
        </SubmitButton>
      </form>
    </AdminAuthCard>
  );
}
