import { de } from '../../../../domain/messages';
import { messageForError } from '../../../lib/callable';
import { toast } from '../../../stores/toast-store';

/** Runs a save and tells the coach how it went; the error's message for the form, or null. */
export async function saveWithToast(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    toast.success(de.generic.saved);
    return null;
  } catch (err) {
    const message = messageForError(err, de.generic.saveFailed);
    toast.error(de.generic.saveFailed, message);
    return message;
  }
}
