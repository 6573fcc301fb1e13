import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { de } from '../../domain/messages';

type Values<S extends z.ZodMiniType> = Partial<Record<keyof z.input<S> & string, unknown>>;

/**
 * A schema fetched when the user first focuses the form (or submits it), not with the screen: the
 * sign-in page then paints without zod, which would be most of its own JavaScript.
 */
export class LazySchema<S extends z.ZodMiniType> {
  #loading: Promise<S> | undefined;
  constructor(private readonly importSchema: () => Promise<S>) {}
  load(): Promise<S> {
    this.#loading ??= this.importSchema();
    return this.#loading;
  }
}

/**
 * Validates a form with the same zod schema the server uses. Errors appear after the first submit
 * (or when a touched field is left), then update as the user types, and focus moves to the first
 * invalid field so keyboard and screen-reader users land where the problem is.
 */
export function useZodForm<S extends z.ZodMiniType>(source: S | LazySchema<S>, initial: Values<S>) {
  const [values, setValues] = useState<Values<S>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [schema, setSchema] = useState<S | null>(source instanceof LazySchema ? null : source);

  const loadSchema = useCallback(async (): Promise<S> => {
    if (!(source instanceof LazySchema)) return source;
    const loaded = await source.load();
    setSchema(() => loaded);
    return loaded;
  }, [source]);

  useEffect(() => {
    const form = formRef.current;
    if (schema || !form) return;
    const load = () => void loadSchema().catch(() => {});
    form.addEventListener('focusin', load, { once: true });
    return () => form.removeEventListener('focusin', load);
  }, [schema, loadSchema]);

  const validateWith = useCallback((s: S, v: Values<S>) => {
    const result = s.safeParse(v);
    const next: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path.map(String).join('.') || '_';
        next[key] ??= issue.message;
      }
    }
    return { result, errors: next };
  }, []);

  // Until a lazy schema has arrived nothing was validated yet, so there is nothing to update.
  const validate = useCallback(
    (v: Values<S>) =>
      schema ? validateWith(schema, v) : { result: null, errors: {} as Record<string, string> },
    [schema, validateWith],
  );

  function setValue(name: keyof Values<S> & string, value: unknown) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted || errors[name]) setErrors(validate(next).errors);
  }

  function blur(name: keyof Values<S> & string) {
    const value = values[name];
    if (value === undefined || value === '') return;
    const fieldError = validate(values).errors[name];
    setErrors((prev) => {
      const next = { ...prev };
      if (fieldError) next[name] = fieldError;
      else delete next[name];
      return next;
    });
  }

  function handleSubmit(onValid: (data: z.output<S>) => void | Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      let current: S;
      try {
        current = await loadSchema();
      } catch {
        // Only a lazy schema can fail to arrive: without network the form cannot be sent either.
        setErrors({ _: de.generic.networkError });
        return;
      }
      const { result, errors: next } = validateWith(current, values);
      if (!result.success) {
        showErrors(next);
        return;
      }
      setErrors(next);
      await onValid(result.data as z.output<S>);
    };
  }

  /**
   * Shows `next` with the focus on the first field it names, so that a screen reader reads that
   * field's error: after a failed submit, and for the server's answers about fields.
   */
  function showErrors(next: Record<string, string>) {
    setErrors(next);
    const first = Object.keys(next)[0];
    const el = first
      ? formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
      : null;
    el?.focus();
  }

  /** Props for a text input bound to `name`. */
  function field(name: keyof Values<S> & string) {
    return {
      name,
      value: (values[name] as string | undefined) ?? '',
      onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
      onBlur: () => blur(name),
      error: errors[name],
    };
  }

  return { values, errors, setErrors: showErrors, setValue, field, handleSubmit, formRef };
}
