import { de } from '../../../domain/messages';
import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return <PageTitle>{de.nav.inbox}</PageTitle>;
}
