import { de } from '../messages';
import { requiredText } from './text';
import { z } from './zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

const ACCOUNT_TYPES = ['athlete', 'coach'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const v = de.validation;

export const NAME_ONE_LINE = 'Bitte nur eine Zeile ohne Steuerzeichen eingeben';

// Line breaks (also U+2028/U+2029), tabs, NUL and the other C0/C1 control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** An unpaired UTF-16 surrogate: no UTF-8 column can hold it, so storing would change the text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A person's name, everywhere one is entered: sign-up, the onboarding, the profile form and Better
 * Auth's `update-user`. It is shown in one line (coach pages, mail subjects and greetings).
 */
export const ZName = requiredText(NAME_MAX_LENGTH).check(
  z.refine((s) => !CONTROL_CHARACTER.test(s), NAME_ONE_LINE),
  z.refine((s) => !LONE_SURROGATE.test(s), de.schemaIssues.unstorableText),
);

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

/**
 * The query parameter that preselects the account type at sign-up, carried beside `redirect`: an
 * invite link is always for an athlete, so the way in from it says so.
 */
export const ACCOUNT_TYPE_PARAM = 'account';

/** The preselected account type from the sign-up page's query, if it names one. */
export function accountTypeFromQuery(params: URLSearchParams): AccountType | undefined {
  const parsed = ZAccountType.safeParse(params.get(ACCOUNT_TYPE_PARAM));
  return parsed.success ? parsed.data : undefined;
}

/** What the server accepts at sign-up (Better Auth's body plus our account type). */
export const ZSignUpSchema = z.object({
  name: ZName,
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

/**
 * `POST /api/auth/update-user`: only the name, by the profile form's rule (the picture is set by
 * `setAvatar`; the profile form itself saves through `updateProfile`).
 */
export const ZUpdateUserSchema = z.strictObject({ name: ZName });

/** `POST /api/auth/revoke-session` by the id the session list shows. */
export const ZRevokeSessionSchema = z.strictObject({
  sessionId: z.string({ error: v.required }).check(z.minLength(1, v.required), z.maxLength(100)),
});
