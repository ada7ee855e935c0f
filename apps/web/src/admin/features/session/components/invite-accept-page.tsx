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

const inviteForm = acceptInvitationRequest
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The two passwords are not the same',
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
  if (invitation.isPending) return <Loading label="Checking the invitation" />;
  if (invitation.isError) {
    return (
      <AdminAuthCard title="Invitation not valid">
        <FormAlert>
          {errorText(invitation.error)} Ask the shop's owner to send you a new invitation.
        </FormAlert>
      </AdminAuthCard>
    );
  }
  return (
    <AdminAuthCard
      title="Join the shop"
      lead={`Invitation for ${invitation.data.email}. Choose your name and a password.`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          id="invite-name"
          label="Your name"
          autoComplete="name"
          {...bindField(form, 'name')}
        />
        <TextField
          id="invite-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters."
          {...bindField(form, 'password')}
        />
        <TextField
          id="invite-confirm"
          label="Password again"
          type="password"
          autoComplete="new-password"
          {...bindField(form, 'confirm')}
        />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving..." className="w-full">
          Create my account
        </SubmitButton>
      </form>
    </AdminAuthCard>
  );
}
