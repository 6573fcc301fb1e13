import { Link } from 'react-router';
import { APP_NAME } from '../../../domain/app-info';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { textLink } from '../../components/ui/link-styles';
import { LegalDocument, LegalSection } from './legal-document';
import { OperatorAddress, OperatorContact, WithOperator } from './operator';

const t = de.legal;

/** The legal notice (Impressum, § 5 DDG), from the operator's settings. */
export function Component() {
  return (
    <LegalDocument
      title={ROUTES.legalNotice.title}
      subtitle={t.notice.lead(APP_NAME)}
      other={{ to: paths.privacy, label: t.otherPage.privacy }}
    >
      <WithOperator>
        {(operator) => (
          <>
            <LegalSection title={t.notice.providerTitle}>
              <OperatorAddress operator={operator} contact={false} />
            </LegalSection>
            <LegalSection title={t.notice.contactTitle}>
              <OperatorContact operator={operator} />
            </LegalSection>
          </>
        )}
      </WithOperator>
      <p>
        {t.notice.privacyHint}{' '}
        <Link to={paths.privacy} className={textLink}>
          {t.privacyTitle}
        </Link>
        .
      </p>
    </LegalDocument>
  );
}
