import { de } from '../messages';
import { z } from './zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 80;

const ACCOUNT_TYPES = ['athlete', 'coach'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const v = de.validation;

const requiredText = (max: number) =>
  z
    .string({ error: v.required })
    .check(z.trim(), z.minLength(1, v.required), z.maxLength(max, `Höchstens ${max} Zeichen`));

export const ZEmail = z
  .string({ error: v.required })
  .check(
    z.trim(),
    z.minLength(1, v.required),
    z.maxLength(254, v.invalidEmail),
    z.email({ error: v.invalidEmail }),
  );

export const ZPassword = z
  .string({ error: v.required })
  .check(
    z.minLength(1, v.required),
    z.minLength(PASSWORD_MIN_LENGTH, v.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, 'Passwort ist zu lang'),
  );

const ZAccountType = z.enum(ACCOUNT_TYPES, { error: v.pleaseSelect });

/** What the server accepts at sign-up (Better Auth's body plus our account type). */
export const ZSignUpSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  email: ZEmail,
  password: ZPassword,
  accountType: ZAccountType,
});

/** The registration form: the sign-up fields plus the repeated password. */
export const ZRegisterFormSchema = z
  .object({
    ...ZSignUpSchema.shape,
    passwordConfirm: z.string({ error: v.required }).check(z.minLength(1, v.required)),
  })
  .check(
    z.refine((d) => d.password === d.passwordConfirm, {
      message: v.passwordsDoNotMatch,
      path: ['passwordConfirm'],
      // Compare as soon as both are typed, even while other fields still have errors.
      when: ({ value }) => {
        const d = value as { password?: unknown; passwordConfirm?: unknown };
        return (
          typeof d.password === 'string' &&
          typeof d.passwordConfirm === 'string' &&
          d.passwordConfirm !== ''
        );
      },
    }),
  );

export const ZSignInFormSchema = z.object({
  email: ZEmail,
  password: z.string({ error: v.required }).check(z.minLength(1, v.required)),
});

/** The first German message per field, the shape both the forms and `invalid-argument` use. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The forgot-password form and `POST /api/auth/request-password-reset` (plus `redirectTo`). */
export const ZForgotPasswordSchema = z.object({ email: ZEmail });

/** `POST /api/auth/reset-password`: the token from the mailed link and the new password. */
export const ZResetPasswordSchema = z.object({
  token: z.string({ error: v.required }).check(z.minLength(1, v.required), z.maxLength(256)),
  newPassword: ZPassword,
});

/** The reset form: the new password twice. */
export const ZResetPasswordFormSchema = z
  .object({
    newPassword: ZPassword,
    newPasswordConfirm: z.string({ error: v.required }).check(z.minLength(1, v.required)),
  })
  .check(
    z.refine((d) => d.newPassword === d.newPasswordConfirm, {
      message: v.passwordsDoNotMatch,
      path: ['newPasswordConfirm'],
      when: ({ value }) => {
        const d = value as { newPassword?: unknown; newPasswordConfirm?: unknown };
        return typeof d.newPassword === 'string' && typeof d.newPasswordConfirm === 'string';
      },
    }),
  );

/**
 * `POST /api/auth/change-email`: the new address and, whenever the account has one, the current
 * password (the server checks it; Better Auth itself would settle for the session).
 */
export const ZChangeEmailSchema = z.object({
  newEmail: ZEmail,
  password: z.optional(z.string().check(z.maxLength(1024, 'Passwort ist zu lang'))),
  callbackURL: z.optional(z.string().check(z.maxLength(2048))),
});
