import { useId } from 'react';
import { de } from '../../../../domain/messages';
import {
  formatDuration,
  ROUTINE_TEMPLATES,
  type RoutineTemplate,
  routineTotalSeconds,
} from '../../../../domain/tunnel-routine';
import { Button } from '../../../components/ui/button';

/** The built-in routines to start from; choosing one fills the editor, which still needs saving. */
export function TemplateList({ onUse }: { onUse(template: RoutineTemplate): void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-5 shadow-sm"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          {de.tunnelRoutine.templates.title}
        </h2>
        <p className="text-sm text-muted">{de.tunnelRoutine.templates.lead}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {ROUTINE_TEMPLATES.map((t) => (
          <li key={t.id} className="flex flex-col gap-2 rounded-xl border border-line p-4">
            <h3 className="font-semibold">{t.title}</h3>
            <p className="text-sm text-muted">
              {de.tunnelRoutine.templates.summary(
                t.steps.length,
                formatDuration(routineTotalSeconds(t.steps)),
              )}
            </p>
            <p className="text-sm">{t.description}</p>
            <Button
              variant="secondary"
              aria-label={de.tunnelRoutine.templates.chooseLabel(t.title)}
              className="self-start"
              onClick={() => onUse(t)}
            >
              {de.tunnelRoutine.templates.choose}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
