import { useQuery } from '@tanstack/react-query';
import { de } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
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
              ? de.coachScreens.inbox.allRead
              : de.counts.unreadMessages(unread)
            : de.coachScreens.inbox.subtitle
        }
      >
        {ROUTES.coachInbox.title}
      </PageTitle>
      {inbox.isPending && (
        <p className="text-muted" role="status">
          {de.common.loading}
        </p>
      )}
      {inbox.isError && (
        <Card role="alert">
          <p>{messageForError(inbox.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => inbox.refetch()}>
            {de.common.retry}
          </Button>
        </Card>
      )}
      {inbox.data && inbox.data.items.length === 0 && (
        <Card>
          <p className="font-semibold">{de.coachScreens.inbox.empty}</p>
          <p className="mt-1 text-muted">{de.coachScreens.inbox.emptyLead}</p>
        </Card>
      )}
      {inbox.data && inbox.data.items.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={de.coachScreens.inbox.items}>
          {inbox.data.items.map((item) => (
            <InboxItemView key={itemKey(item)} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}
