import { describe, expect, it } from 'vitest';
import { ZUpdateProfile } from '../api-settings';
import { de } from '../messages';
import { ZOnboardingProfile } from './athlete';
import {
  fieldErrors,
  NAME_ONE_LINE,
  ZName,
  ZRegisterFormSchema,
  ZSignInFormSchema,
  ZSignUpSchema,
  ZUpdateUserSchema,
} from './auth';

const valid = {
  name: 'Lena Berger',
  email: 'lena@example.de',
  password: 'sicheres-passwort',
  passwordConfirm: 'sicheres-passwort',
  accountType: 'athlete',
};

function errorsOf(input: unknown) {
  const r = ZRegisterFormSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

describe('ZRegisterFormSchema', () => {
  it('accepts a complete form and trims name and e-mail', () => {
    const r = ZRegisterFormSchema.safeParse({
      ...valid,
      name: '  Lena ',
      email: ' lena@example.de ',
    });
    expect(r.success && r.data.name).toBe('Lena');
    expect(r.success && r.data.email).toBe('lena@example.de');
  });

  it('gives the specification messages per field', () => {
    expect(errorsOf({ ...valid, name: '  ' }).name).toBe('Dieses Feld ist erforderlich');
    expect(errorsOf({ ...valid, email: 'lena@' }).email).toBe('Ungültige E-Mail-Adresse');
    expect(errorsOf({ ...valid, email: '' }).email).toBe('Dieses Feld ist erforderlich');
    expect(errorsOf({ ...valid, password: 'kurz', passwordConfirm: 'kurz' }).password).toBe(
      'Passwort ist zu kurz',
    );
    expect(errorsOf({ ...valid, passwordConfirm: 'anderes-passwort' }).passwordConfirm).toBe(
      'Passwörter stimmen nicht überein',
    );
    expect(errorsOf({ ...valid, accountType: undefined }).accountType).toBe('Bitte auswählen');
    expect(errorsOf({ ...valid, accountType: 'admin' }).accountType).toBe('Bitte auswählen');
  });

  it('refuses passwords over 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(errorsOf({ ...valid, password: long, passwordConfirm: long }).password).toBe(
      'Passwort ist zu lang',
    );
  });
});

describe('ZSignInFormSchema', () => {
  it('requires both fields', () => {
    const r = ZSignInFormSchema.safeParse({ email: '', password: '' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(fieldErrors(r.error)).toEqual({
        email: 'Dieses Feld ist erforderlich',
        password: 'Dieses Feld ist erforderlich',
      });
    }
  });
});

describe('password confirmation', () => {
  it('is compared even while other fields have errors', () => {
    const r = ZRegisterFormSchema.safeParse({
      name: '',
      email: '',
      password: 'sicheres-passwort',
      passwordConfirm: 'anderes-passwort',
    });
    expect(!r.success && fieldErrors(r.error).passwordConfirm).toBe(
      'Passwörter stimmen nicht überein',
    );
  });
});

describe('ZName', () => {
  const messageOf = (name: unknown) => {
    const r = ZName.safeParse(name);
    return r.success ? null : (r.error.issues[0]?.message ?? null);
  };

  it('takes names as people write them, trimmed', () => {
    for (const name of ['Zoë Ähnlich-Ünal', "O'Brien", 'Ngũgĩ wa Thiong’o', '李小龙', 'Anna 🏃‍♀️']) {
      expect(ZName.parse(` ${name} `)).toBe(name);
    }
    expect(ZName.parse('x'.repeat(80))).toHaveLength(80);
  });

  it('refuses empty, long, multi-line, control and unstorable text', () => {
    expect(messageOf('')).toBe(de.validation.required);
    expect(messageOf(' \n ')).toBe(de.validation.required);
    expect(messageOf(null)).toBe(de.validation.required);
    expect(messageOf('x'.repeat(81))).toBe('Höchstens 80 Zeichen');
    for (const name of [
      'a\nb',
      'a\r\nb',
      'a\u2028b',
      'a\u2029b',
      'a\tb',
      'a\u0000',
      'a\u007fb',
      'a\u0085b',
    ]) {
      expect(messageOf(name), JSON.stringify(name)).toBe(NAME_ONE_LINE);
    }
    for (const name of ['a\uD800', '\uDC00a', 'a\uDBFF\uDBFFb']) {
      expect(messageOf(name), JSON.stringify(name)).toBe(de.schemaIssues.unstorableText);
    }
  });

  it('is the rule of every form and endpoint that takes a name', () => {
    expect(ZSignUpSchema.shape.name).toBe(ZName);
    expect(ZUpdateProfile.shape.name).toBe(ZName);
    expect(ZOnboardingProfile.shape.name).toBe(ZName);
    expect(ZUpdateUserSchema.shape.name).toBe(ZName);
  });

  it('lets update-user change nothing but the name', () => {
    expect(ZUpdateUserSchema.safeParse({ name: 'Anna' }).success).toBe(true);
    for (const extra of [{ image: 'x' }, { role: 'coach' }, { email: 'a@b.de' }]) {
      expect(ZUpdateUserSchema.safeParse({ name: 'Anna', ...extra }).success).toBe(false);
    }
  });
});
