import { useQuery } from '@tanstack/react-query';
import { de } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { messageForError } from '../../lib/callable';
import { inboxQuery } from './api/list-inbox';
import { InboxItemView, itemKey } from './inbox/inbox-item';

export function Component() {
  const inbox = useQuery(inboxQuery);
  const unread = inbox.data?.unreadMessages ?? 0;

  return (
    <>
      <PageTitle
        subtitle={
          inbox.data
            ? unread === 0
              ? 'Alles gelesen.'
              : de.counts.unreadMessages(unread)
            : 'Geteilte Einträge und Nachrichten deiner Athlet:innen'
        }
      >
        {de.nav.inbox}
      </PageTitle>
      {inbox.isPending && (
        <p className="text-muted" role="status">
          Wird geladen …
        </p>
      )}
      {inbox.isError && (
        <Card role="alert">
          <p>{messageForError(inbox.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => inbox.refetch()}>
            Erneut versuchen
          </Button>
        </Card>
      )}
      {inbox.data && inbox.data.items.length === 0 && (
        <Card>
          <p className="font-semibold">Noch keine Nachrichten</p>
          <p className="mt-1 text-muted">
            Sobald eine Athletin oder ein Athlet einen Eintrag mit dir teilt oder dir schreibt,
            erscheint es hier.
          </p>
        </Card>
      )}
      {inbox.data && inbox.data.items.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Inbox-Einträge">
          {inbox.data.items.map((item) => (
            <InboxItemView key={itemKey(item)} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
