import { de } from '../../domain/messages';
import { useOnline } from '../lib/use-online';

/** A line above every screen while offline: what it shows is the last data this device kept. */
export function OfflineNotice() {
  const online = useOnline();
  // The live region stays mounted, so a screen reader hears the change when the connection drops.
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          {de.pwa.offline}
        </p>
      )}
    </div>
  );
}
