import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { de } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Card } from '../../components/ui/card';
import { textLink } from '../../components/ui/link-styles';
import { PageTitle } from '../../components/ui/page-title';

/** The frame of both legal pages: title, a readable column, and the way to the other page. */
export function LegalDocument({
  title,
  subtitle,
  other,
  children,
}: {
  title: string;
  subtitle?: string;
  other: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      <Card className="flex flex-col gap-8 leading-relaxed">{children}</Card>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={other.to} className={textLink}>
          {other.label}
        </Link>
        <Link to={paths.home} className={textLink}>
          {de.legal.backToApp}
        </Link>
      </p>
    </div>
  );
}

/** A titled part of a legal page. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="scroll-mt-24">
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      <div className="flex flex-col gap-2">{children}</div>
    </section>
  );
}
