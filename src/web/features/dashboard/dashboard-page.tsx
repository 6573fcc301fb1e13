import { useQuery } from '@tanstack/react-query';
import { de } from '../../../domain/messages';
import { profileQuery } from '../../app/session';
import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  const profile = useQuery(profileQuery).data;
  return (
    <PageTitle subtitle={profile ? de.dashboard.welcome(profile.name) : undefined}>
      {de.dashboard.title}
    </PageTitle>
  );
}
