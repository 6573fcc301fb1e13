import { Link } from 'react-router';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Card } from '../ui/card';

/** The one card of a window without entries; `pending` says what more entries will show. */
export function EmptyRange({ pending }: { pending: string[] }) {
  return (
    <Card className="flex flex-col items-center gap-2 border-dashed px-6 py-10 text-center">
      <h2 className="text-lg font-semibold">{de.trends.empty.title}</h2>
      <p className="max-w-md text-muted">{de.trends.empty.lead}</p>
      {pending.map((text) => (
        <p key={text} data-pending className="max-w-md font-medium">
          {text}
        </p>
      ))}
      <Link
        to={paths.protocolContext}
        className="mt-2 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500"
      >
        {de.trends.empty.write}
      </Link>
    </Card>
  );
}
