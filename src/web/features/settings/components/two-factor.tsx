import { useState } from 'react';
import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { onDemand, useOnDemand } from '../../../lib/on-demand';

// Most visits only read whether it is on; switching it loads when the user starts (account-changes).
const steps = onDemand(() => import('./account-changes'));

export function TwoFactor({ settings }: { settings: Settings }) {
  const [started, setStarted] = useState(false);
  const part = useOnDemand(steps);
  const Steps = started ? part.module : undefined;
  const close = () => setStarted(false);

  const start = (label: string) => (
    <div>
      <Button
        variant="secondary"
        busy={part.pending}
        onPointerEnter={part.prefetch}
        onFocus={part.prefetch}
        onClick={() => part.open(() => setStarted(true))}
      >
        {label}
      </Button>
    </div>
  );

  if (settings.twoFactorEnabled) {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-medium text-brand-800 dark:text-brand-300">
          {de.settings.twoFactorActive}
        </p>
        {Steps ? <Steps.TurnOff onClose={close} /> : start(de.settings.twoFactorTurnOff)}
      </div>
    );
  }

  return Steps ? <Steps.SetUp onClose={close} /> : start(de.settings.twoFactorSetUp);
}
