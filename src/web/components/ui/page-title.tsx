import { useEffect } from 'react';
import { APP_NAME } from '../../../domain/app-info';

/** The screen's one h1, also used as the document title so tabs and history read well. */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: string }) {
  useEffect(() => {
    document.title = `${children} · ${APP_NAME}`;
  }, [children]);
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{children}</h1>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
    </header>
  );
}
