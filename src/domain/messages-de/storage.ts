/** The file upload's errors (the profile picture). */

// Keyed by the storage error code, as the storage client reports it.
export const storageErrors = {
  'object-not-found': 'Die Datei wurde nicht gefunden.',
  unauthorized: 'Du hast keine Berechtigung für diese Datei.',
  unauthenticated: 'Du bist nicht angemeldet. Bitte melde dich erneut an.',
  'quota-exceeded': 'Der Speicherplatz ist erschöpft.',
  'retry-limit-exceeded': 'Die Übertragung hat zu lange gedauert. Bitte versuche es erneut.',
  canceled: 'Der Upload wurde abgebrochen.',
  'file-too-large': 'Die Datei ist zu groß.',
  'invalid-content-type': 'Dieses Dateiformat wird nicht unterstützt.',
  unknown: 'Beim Übertragen der Datei ist ein unbekannter Fehler aufgetreten.',
} as const;
