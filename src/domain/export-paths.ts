/**
 * The downloads of the server's export app (src/server/features/settings/settings-routes.ts). Apart
 * from the settings' schemas, so a screen that only links to a download loads no zod.
 */

/** `GET ?format=json|csv`: everything stored about the caller. */
export const EXPORT_PATH = '/api/export';

/** `GET` with `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both or neither): the protocol as a CSV file. */
export const PROTOCOL_EXPORT_PATH = `${EXPORT_PATH}/protocol`;
