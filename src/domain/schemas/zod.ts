import * as z from 'zod/mini';
import { installGermanSchemaMessages } from './german-issues';

// Every shared schema takes zod from here, so wherever a schema is loaded (server, a screen of the web
// app) zod already answers in German; the web app's entry chunk stays free of zod.
installGermanSchemaMessages();

export { z };
