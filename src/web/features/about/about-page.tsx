import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '../../../domain/app-info';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { legalNav } from '../../components/legal-footer';
import { Card } from '../../components/ui/card';
import { textLink } from '../../components/ui/link-styles';
import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle subtitle={de.about.version(APP_VERSION)}>{ROUTES.about.title}</PageTitle>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-lg font-semibold">{de.about.whatIs(APP_NAME)}</h2>
          <p className="mb-3">{de.about.purpose(APP_NAME)}</p>
          <p>{de.about.use}</p>
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-semibold">{de.about.privacy}</h2>
          <p className="mb-3">{de.about.healthData}</p>
          <p>{de.about.storage}</p>
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
