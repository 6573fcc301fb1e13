import { APP_NAME } from '../../../domain/app-info';
import { CONSENT_TITLE, CONSENT_VERSION } from '../../../domain/consent';
import { PRIVACY_POLICY_DATE } from '../../../domain/legal';
import { de } from '../../../domain/messages';
import { paths, ROUTES } from '../../../domain/routes';
import { ConsentText } from '../../components/consent/consent-text';
import { formatVersion } from '../../lib/format';
import { LegalDocument, LegalSection } from './legal-document';
import { OperatorAddress, useOperator, WithOperator } from './operator';

const t = de.legal;
const p = t.privacy;

/** The privacy policy: this app's processing, with the operator as controller. */
export function Component() {
  const authority = useOperator()?.supervisoryAuthority;
  return (
    <LegalDocument
      title={ROUTES.privacy.title}
      subtitle={t.updated(formatVersion(PRIVACY_POLICY_DATE))}
      other={{ to: paths.legalNotice, label: t.otherPage.notice }}
    >
      <p>{p.lead(APP_NAME)}</p>
      <LegalSection title={p.controllerTitle}>
        <WithOperator>
          {(operator) => (
            <>
              <p>{p.controllerLead}</p>
              <OperatorAddress operator={operator} />
              {operator.privacyContact && (
                <p className="whitespace-pre-line">
                  <strong className="font-semibold">{p.privacyContact}:</strong>{' '}
                  {operator.privacyContact}
                </p>
              )}
            </>
          )}
        </WithOperator>
      </LegalSection>
      {p.sections(APP_NAME).map((section) => (
        <LegalSection key={section.title} title={section.title}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.items && (
            <ul className="flex list-disc flex-col gap-2 pl-5">
              {section.items.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          )}
        </LegalSection>
      ))}
      <LegalSection id="beschwerde" title={p.complaintTitle}>
        <p>{p.complaint}</p>
        {authority && (
          <p className="whitespace-pre-line">
            {p.complaintAuthority} {authority}
          </p>
        )}
      </LegalSection>
      <LegalSection title={p.obligationTitle}>
        <p>{p.obligation}</p>
      </LegalSection>
      <LegalSection id="einwilligung" title={p.consentTitle}>
        <p>{p.consentLead(formatVersion(CONSENT_VERSION))}</p>
        <div className="rounded-lg border border-line bg-surface p-4">
          <h3 className="mb-2 font-semibold">{CONSENT_TITLE}</h3>
          <ConsentText />
        </div>
      </LegalSection>
    </LegalDocument>
  );
}
