import { useState } from 'react';
import { EMOTION_GROUP_INFO, EMOTION_GROUPS } from '../../../../domain/emotions';
import { de } from '../../../../domain/messages';
import { GroupBadge } from '../../../components/group-badge';

const t = de.performanceCocktail.izof;

/** The idea behind the screen in a few lines; open on the first visit, one line afterwards. */
export function IzofExplainer({ initiallyOpen }: { initiallyOpen: boolean }) {
  // Only the first render decides: a check-in must not snap the text shut while it is being read.
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-2xl border border-line bg-card shadow-sm"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        <span>{t.title}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path d="m5 8 5 5 5-5" />
        </svg>
      </summary>
      <div className="flex flex-col gap-3 px-5 pb-5 text-sm leading-relaxed">
        <p>
          {t.zoneBefore} <strong>{t.zone}</strong> {t.zoneAfter}
        </p>
        <p>{t.groups}</p>
        <ul className="flex flex-col gap-2">
          {EMOTION_GROUPS.map((g) => (
            <li key={g} className="flex flex-col items-start gap-1 sm:flex-row sm:items-center">
              <GroupBadge group={g} />
              <span className="text-muted">{EMOTION_GROUP_INFO[g].description}</span>
            </li>
          ))}
        </ul>
        <p>{t.bar}</p>
      </div>
    </details>
  );
}
