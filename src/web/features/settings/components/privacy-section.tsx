import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EXPORT_PATH, type Settings } from '../../../../domain/api-settings';
import { PROTOCOL_EXPORT_PATH } from '../../../../domain/export-paths';
import { de } from '../../../../domain/messages';
import { href, paths } from '../../../../domain/routes';
import { sharingSummary } from '../../../components/link-sharing-fields';
import { textLink } from '../../../components/ui/link-styles';
import { messageForError } from '../../../lib/callable';
import { myCoachesQuery } from '../../../lib/endpoints/list-my-coaches';
import { dateFormat, formatClock } from '../../../lib/format';
import { profileQuery } from '../../../lib/session';
import { accessLogQuery } from '../api/get-access-log';
import { ConsentBlock } from './consent-block';
import { DeleteAccount } from './delete-account';
import { SettingsGroup, SettingsSection } from './settings-section';

const exportLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2 font-semibold text-ink transition-colors hover:bg-surface';

export function PrivacySection({ id, settings }: { id: string; settings: Settings }) {
  const athlete = settings.role !== 'coach';
  // The protocol exists once the onboarding is done; its download answers only then.
  const profile = useQuery(profileQuery).data;
  const hasProtocol = athlete && profile?.wizardCompleted === true;
  return (
    <SettingsSection id={id} title={de.settings.privacy}>
      {athlete && <ConsentBlock settings={settings} />}
      {athlete && <CoachesSharing />}
      {athlete && <AccessLog />}
      <SettingsGroup title={de.settings.export.title} lead={de.settings.export.lead}>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a href={`${EXPORT_PATH}?format=json`} download className={exportLink}>
            {de.settings.export.json}
          </a>
          <a href={`${EXPORT_PATH}?format=csv`} download className={exportLink}>
            {de.settings.export.csv}
          </a>
        </div>
      </SettingsGroup>
      {hasProtocol && (
        <SettingsGroup title={de.protocol.title} lead={de.protocolExport.csvLead}>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a href={PROTOCOL_EXPORT_PATH} download className={exportLink}>
              {de.protocolExport.csvLinkAll}
            </a>
            <Link to={paths.protocolPrint} className={exportLink}>
              {de.protocolExport.printLink}
            </Link>
          </div>
        </SettingsGroup>
      )}
      <DeleteAccount settings={settings} />
    </SettingsSection>
  );
}

/** Per linked coach, what that coach sees; changed in the Trainer section. */
function CoachesSharing() {
  const query = useQuery(myCoachesQuery);
  const coaches = query.data?.coaches ?? [];
  return (
    <SettingsGroup title={de.sharing.perCoachTitle} lead={de.sharing.perCoachLead}>
      {query.isPending && (
        <p role="status" className="text-muted">
          {de.common.loading}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-muted">
          {messageForError(query.error, de.generic.loadFailed)}
        </p>
      )}
      {query.isSuccess && coaches.length === 0 && (
        <p className="text-muted">{de.sharing.noCoaches}</p>
      )}
      {coaches.length > 0 && (
        <dl className="flex flex-col gap-3">
          {coaches.map((c) => (
            <div key={c.linkId} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
              <dt className="font-medium break-words sm:w-48 sm:shrink-0">{c.coachName}</dt>
              <dd className="flex min-w-0 flex-col gap-1">
                <span>{sharingSummary(c.sharing, c.sharedEntryCount)}</span>
                <span className="flex flex-wrap gap-x-4">
                  <Link
                    to={href('settingsCoachPreview', { linkId: c.linkId })}
                    className={textLink}
                  >
                    {de.sharing.previewLink(c.coachName)}
                  </Link>
                  <a href="#trainer" className={textLink}>
                    {de.sharing.changeChoices}
                  </a>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SettingsGroup>
  );
}

const formatDay = dateFormat({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });

/** "Zugriffe deiner Trainer": each coach's reads of the athlete's data, the last 90 days. */
function AccessLog() {
  const query = useQuery(accessLogQuery);
  const entries = query.data?.entries ?? [];
  return (
    <SettingsGroup title={de.sharing.accessLogTitle} lead={de.sharing.accessLogLead}>
      {query.isPending && (
        <p role="status" className="text-muted">
          {de.common.loading}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-muted">
          {messageForError(query.error, de.generic.loadFailed)}
        </p>
      )}
      {query.isSuccess && entries.length === 0 && (
        <p className="text-muted">{de.sharing.accessLogEmpty}</p>
      )}
      {entries.length > 0 && (
        <ul aria-label={de.sharing.accessLogTitle} className="flex flex-col divide-y divide-line">
          {entries.map((e) => (
            <li key={`${e.linkId}-${e.day}-${e.what}`} className="py-2 first:pt-0">
              <p className="font-medium break-words">
                {e.coachName} · {de.sharing.accessKinds[e.what]}
              </p>
              <p className="text-sm text-muted">
                {formatDay(`${e.day}T12:00:00Z`)} · {de.sharing.accessCount(e.count)},{' '}
                {de.sharing.accessLast(formatClock(e.lastAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SettingsGroup>
  );
}
