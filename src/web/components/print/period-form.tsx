import { type FormEvent, useState } from 'react';
import { de } from '../../../domain/messages';
import { ZProtocolPeriod } from '../../../domain/protocol-export';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

const p = de.protocolExport.print;

type Errors = { from?: string; to?: string };

/** The schema's first message per field, or null when the period is valid. */
export function periodErrors(period: { from: string; to: string }): Errors | null {
  const parsed = ZProtocolPeriod.safeParse(period);
  if (parsed.success) return null;
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'from' ? 'from' : 'to';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** From and to of the period; the page shows a period only once it is valid. */
export function PeriodForm({
  period,
  onChange,
}: {
  period: { from: string; to: string };
  onChange: (period: { from: string; to: string }) => void;
}) {
  const [errors, setErrors] = useState<Errors | null>(() => periodErrors(period));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = { from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') };
    const found = periodErrors(next);
    setErrors(found);
    if (!found) onChange(next);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={p.period}
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        name="from"
        type="date"
        label={p.from}
        defaultValue={period.from}
        error={errors?.from}
        className="min-w-40 flex-1"
      />
      <TextField
        name="to"
        type="date"
        label={p.to}
        defaultValue={period.to}
        error={errors?.to}
        className="min-w-40 flex-1"
      />
      <Button type="submit" variant="secondary" className="mt-7">
        {p.show}
      </Button>
    </form>
  );
}
