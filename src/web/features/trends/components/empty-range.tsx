import { Link } from 'react-router';
import { paths } from '../../../../domain/routes';
import { Card } from '../../../components/ui/card';

export function EmptyRange() {
  return (
    <Card className="flex flex-col items-center gap-2 border-dashed px-6 py-10 text-center">
      <h2 className="text-lg font-semibold">Keine Einträge in diesem Zeitraum</h2>
      <p className="max-w-md text-muted">
        Hier erscheinen deine Leistung, deine Emotionen und deine Zeit im Zielbereich, sobald du in
        diesem Zeitraum etwas in dein Protokoll geschrieben hast. Wähle einen anderen Zeitraum oder
        halte dein nächstes Training fest.
      </p>
      <Link
        to={paths.protocolContext}
        className="mt-2 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:text-slate-950 dark:hover:bg-brand-500"
      >
        Eintrag schreiben
      </Link>
    </Card>
  );
}
