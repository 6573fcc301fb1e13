// Shared with the Startcheck, which offers the routines; kept here for the routine's own modules.
export { routineQuery } from '../../../lib/endpoints/get-routine';
