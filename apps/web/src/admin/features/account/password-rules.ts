import { changePasswordRequest, resetStaffPasswordRequest } from '@store/contract';
import { z } from 'zod';

const sameAgain = <T extends { newPassword: string; again: string }>(v: T) =>
  v.newPassword === v.again;
const differ = { message: 'The two passwords differ', path: ['again'] };

/** The change form: the contract's fields, and the new password typed twice. */
export const changePasswordForm = changePasswordRequest
  .extend({ again: z.string() })
  .refine(sameAgain, differ);

/** The owner's reset of a staff member's password, typed twice. */
export const resetPasswordForm = resetStaffPasswordRequest
  .extend({ again: z.string() })
  .refine(sameAgain, differ);
