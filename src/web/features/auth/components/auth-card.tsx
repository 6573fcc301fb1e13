import type { ReactNode } from 'react';
import { APP_NAME } from '../../../../domain/app-info';
import { LegalFooter } from '../../../components/legal-footer';
import { Card } from '../../../components/ui/card';
import { PageTitle } from '../../../components/ui/page-title';

/** The centred frame of the sign-in, registration and verification screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-screen-free w-full max-w-md flex-col justify-center px-4 py-10">
      <p className="mb-6 flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-300">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {APP_NAME}
      </p>
      <Card>
        <PageTitle subtitle={subtitle}>{title}</PageTitle>
        {children}
      </Card>
      <LegalFooter className="mt-6 border-t-0" />
    </main>
  );
}
