import * as base from './schema';
import * as coach from './schema-coach';
import * as coachInvites from './schema-coach-invites';
import * as coachTeam from './schema-coach-team';
import * as feedback from './schema-feedback';
import * as recommendations from './schema-recommendations';
import * as settings from './schema-settings';
import * as training from './schema-training';

/**
 * Every table of the app, in one object for Drizzle's typed queries. drizzle-kit reads the same
 * files by their `schema-*.ts` name (drizzle.config.ts), so a new schema file is added here only.
 */
export const tables = {
  ...base,
  ...training,
  ...settings,
  ...coach,
  ...coachInvites,
  ...coachTeam,
  ...recommendations,
  ...feedback,
};
