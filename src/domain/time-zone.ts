/**
 * The zone a user's days are counted in until they choose another. Apart from the settings' schemas
 * so that the competition rules, which the athlete's schemas use, need none of those.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';
