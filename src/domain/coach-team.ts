import type { PortalAthlete } from './api-coach';
import type { CoachFlag } from './coach-flags';

/** Limits of the coach's groups and notes, shown on the screen before they are reached. */
export const MAX_GROUPS = 30;
export const MAX_GROUP_NAME_LENGTH = 40;
export const MAX_FLAG_NOTE_LENGTH = 500;

export interface TeamGroup {
  id: string;
  name: string;
}

/** A row of the team table: the portal's row with the coach's groups of the athlete. */
export interface TeamRow extends PortalAthlete {
  groupIds: string[];
}

export interface Team {
  athletes: TeamRow[];
  /** The coach's groups, by name. */
  groups: TeamGroup[];
}

/** The flags of one of the athlete's coaches, as that coach sees them. */
export interface MyCoachFlags {
  linkId: string;
  coachName: string;
  flags: CoachFlag[];
}

export const TEAM_SORTS = ['status', 'name', 'lastEntry'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
