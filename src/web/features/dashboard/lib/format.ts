import { dateFormat } from '../../../lib/format';

/** The unabridged date and time, for the `title` next to a relative one. */
export const formatFull = dateFormat({ dateStyle: 'full', timeStyle: 'short' });
