import { Link } from 'react-router';
import { APP_NAME } from '../../../domain/app-info';
import { PRIVACY_PATH } from '../../../domain/legal';
import { de } from '../../../domain/messages';
import { textLink } from '../../components/ui/link-styles';
import { LegalPage, LegalSection } from './legal-page';
import { OperatorAddress, OperatorContact, WithOperator } from './operator';

const t = de.legal;

/** The legal notice (Impressum, § 5 DDG), from the operator's settings. */
export function Component() {
  return (
    <LegalPage
      title={t.noticeTitle}
      subtitle={t.notice.lead(APP_NAME)}
      other={{ to: PRIVACY_PATH, label: t.otherPage.privacy }}
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
        <Link to={PRIVACY_PATH} className={textLink}>
          {t.privacyTitle}
        </Link>
        .
      </p>
    </LegalPage>
  );
}
