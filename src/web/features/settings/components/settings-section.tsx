import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/**
 * One section of the settings screen: a card with its h2. The heading takes focus when the in-page
 * navigation jumps here, so keyboard users continue from the section they chose.
 */
export function SettingsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" id={id} className="scroll-mt-24">
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        className="text-xl font-bold tracking-tight outline-none focus-visible:outline-3"
      >
        {title}
      </h2>
      {lead && <p className="mt-1 text-muted">{lead}</p>}
      <div className="mt-5 flex flex-col gap-6">{children}</div>
    </Card>
  );
}

/** A titled part inside a section, separated from the one before by a line. */
export function SettingsGroup({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-lg font-semibold">{title}</h3>
        {lead && <div className="mt-1 text-sm text-muted">{lead}</div>}
      </div>
      {children}
    </div>
  );
}
