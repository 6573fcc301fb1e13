import { Link } from 'react-router';
import { de } from '../../../../domain/messages';
import { paths } from '../../../../domain/routes';
import { Card } from '../../../components/ui/card';
import { primaryLink } from '../../../components/ui/link-styles';

export function NoCocktail() {
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">{de.performanceCocktail.none}</h2>
      <p className="text-muted">{de.performanceCocktail.noneLead}</p>
      <Link to={paths.cocktailEdit} className={primaryLink}>
        {de.performanceCocktail.create}
      </Link>
    </Card>
  );
}
