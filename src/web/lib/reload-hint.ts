import { de } from '../../domain/messages';

/** What to do when code of the app could not be fetched: reload, or first get back online. */
export function reloadHint(): string {
  return navigator.onLine ? de.shell.reloadPage : `${de.generic.networkError}: ${de.shell.offline}`;
}
