import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Operator } from '../../../domain/legal';
import { de } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { textLink } from '../../components/ui/link-styles';
import { operatorQuery } from './api/get-operator';

const t = de.legal;

/** The details once they are there (null before, and when the operator has not filled them in). */
export function useOperator(): Operator | null {
  return useQuery(operatorQuery).data ?? null;
}

/**
 * The operator's details for a legal page: `children` renders them once they are there; without
 * them (not filled in by the operator) the page says so plainly, and what the operator has to do.
 */
export function WithOperator({ children }: { children: (operator: Operator) => ReactNode }) {
  const query = useQuery(operatorQuery);
  if (query.isPending) {
    return (
      <p role="status" className="text-muted">
        {t.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => query.refetch()} busy={query.isFetching}>
          {de.common.retry}
        </Button>
      </div>
    );
  }
  if (!query.data) return <MissingOperator />;
  return children(query.data);
}

function MissingOperator() {
  return (
    <div className="rounded-2xl border-2 border-amber-500/80 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/70 dark:bg-amber-950/40 dark:text-amber-50">
      <p className="font-bold">{t.missingTitle}</p>
      {t.missing.map((line) => (
        <p key={line} className="mt-2">
          {line}
        </p>
      ))}
      <p className="mt-2 text-sm">{t.missingForAdmins}</p>
    </div>
  );
}

/** Name, representative, postal address; e-mail and phone with `contact`. */
export function OperatorAddress({
  operator,
  contact = true,
}: {
  operator: Operator;
  contact?: boolean;
}) {
  return (
    <address className="not-italic">
      <p className="font-semibold">{operator.name}</p>
      <p className="whitespace-pre-line">{operator.address}</p>
      {operator.representative && (
        <p className="mt-2">
          {t.representative}: {operator.representative}
        </p>
      )}
      {contact && <OperatorContact operator={operator} />}
    </address>
  );
}

export function OperatorContact({ operator }: { operator: Operator }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3">
      <dt>{t.email}:</dt>
      <dd>
        <a href={`mailto:${operator.email}`} className={textLink}>
          {operator.email}
        </a>
      </dd>
      {operator.phone && (
        <>
          <dt>{t.phone}:</dt>
          <dd>
            <a href={`tel:${operator.phone.replace(/[^+\d]/g, '')}`} className={textLink}>
              {operator.phone}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
