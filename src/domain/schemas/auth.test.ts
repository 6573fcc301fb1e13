import { describe, expect, it } from 'vitest';
import { fieldErrors, ZRegisterFormSchema, ZSignInFormSchema } from './auth';

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
