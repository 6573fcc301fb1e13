export const APP_NAME = 'Leistungszone';
/** The specification's version string, logged at start and answered by `ping`. */
export const APP_VERSION = '0.1.0';
