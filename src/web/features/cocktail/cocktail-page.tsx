import { de } from '../../../domain/messages';
import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <PageTitle subtitle={'Deine Emotionen im Vergleich zu deinen Zielzonen.'}>
      {de.performanceCocktail.title}
    </PageTitle>
  );
}
