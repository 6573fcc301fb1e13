import { useState } from 'react';
import type { Settings } from '../../../../domain/api-settings';
import { de } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { ACCOUNT_DELETION_ID } from '../../../lib/consent';
import { onDemand, useOnDemand } from '../../../lib/on-demand';
import { accountRole } from '../lib/account-role';

// The dialog loads when the user reaches for its button (account-changes.tsx).
const dialog = onDemand(() => import('./account-changes'));

/**
 * The danger zone. Deleting asks for the password again in a modal dialog: a session left open on
 * a shared computer must not be enough to wipe an athlete's data.
 */
export function DeleteAccount({ settings }: { settings: Settings }) {
  const [open, setOpen] = useState(false);
  const part = useOnDemand(dialog);
  return (
    <div
      id={ACCOUNT_DELETION_ID}
      className="flex scroll-mt-24 flex-col gap-3 rounded-xl border-2 border-red-600/70 p-4 dark:border-red-400/70"
    >
      {/* The consent screens link here: the heading takes the focus (settings-page.tsx). */}
      <h3
        id={`${ACCOUNT_DELETION_ID}-title`}
        tabIndex={-1}
        className="text-lg font-semibold text-red-800 outline-none focus-visible:outline-3 dark:text-red-300"
      >
        {de.settings.deleteAccount.title}
      </h3>
      <p className="text-sm">{de.settings.deleteAccount.lead[accountRole(settings)]}</p>
      <div>
        <Button
          variant="danger"
          busy={part.pending}
          onPointerEnter={part.prefetch}
          onFocus={part.prefetch}
          onClick={() => part.open(() => setOpen(true))}
        >
          {de.settings.deleteAccount.title}
        </Button>
      </div>
      {part.module && (
        <part.module.DeleteDialog
          open={open}
          hasPassword={settings.hasPassword}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
