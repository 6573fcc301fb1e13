import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '../../../domain/app-info';
import { ROUTES } from '../../../domain/routes';
import { legalNav } from '../../components/legal-footer';
import { Card } from '../../components/ui/card';
import { textLink } from '../../components/ui/link-styles';
import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle subtitle={`Version ${APP_VERSION}`}>{ROUTES.about.title}</PageTitle>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-lg font-semibold">Was ist {APP_NAME}?</h2>
          <p className="mb-3">
            {APP_NAME} hilft dir herauszufinden, welche Emotionen in welcher Stärke deine besten
            Leistungen tragen. Grundlage ist das IZOF-Modell von Yuri Hanin: Jede Athletin und jeder
            Athlet hat eigene Zonen optimaler Funktion.
          </p>
          <p>
            Du protokollierst Training und Wettkampf, erkennst Muster in deinen Trends und nutzt
            Werkzeuge und deine Tunnel-Routine, um vor dem Start in deine Zone zu kommen.
          </p>
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-semibold">Datenschutz</h2>
          <p className="mb-3">
            Deine Einträge sind Gesundheitsdaten im Sinne der DSGVO (Art. 9). Sie gehören dir: Nur
            du siehst sie, außer du teilst sie ausdrücklich mit deinem Trainer.
          </p>
          <p>
            Deine Daten liegen auf dem Server, der diese App betreibt, und werden nicht an Dritte
            weitergegeben. Du kannst sie jederzeit exportieren oder dein Konto mit allen Daten
            löschen.
          </p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            {legalNav().map((item) => (
              <Link key={item.to} to={item.to} className={textLink}>
                {item.label}
              </Link>
            ))}
          </p>
        </Card>
      </div>
    </>
  );
}
