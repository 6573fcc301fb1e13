/**
 * The German catalogue, one file per part of the app, read as the namespace `de` of messages.ts.
 * Every `de.group.key` is resolved at build time to the file holding that group, so a screen's
 * JavaScript carries only the groups it uses: the entry has app.ts, the settings screen also
 * settings.ts and accounts.ts, the upload client storage.ts, and so on. That holds only while `de` itself is never
 * used as a value (passed on, spread, iterated), and while vite.config.ts declares the catalogue free of
 * side effects: otherwise this index would tie every group to the entry.
 */

export { about } from './about';
export { accounts } from './accounts';
export {
  auth,
  authErrors,
  callableErrors,
  callableProtocol,
  common,
  consent,
  generic,
  guard,
  legalLinks,
  nav,
  onboarding,
  pageTitles,
  protocol,
  pwa,
  session,
  shell,
  toast,
  validation,
} from './app';
export { coachScreens } from './coach';
export { coachAthletePage } from './coach-athlete';
export { coachFeedback } from './coach-feedback';
export { coachInvites } from './coach-invites';
export { coachRecommendations } from './coach-recommendations';
export { coachFlags, coachTeam } from './coach-team';
export { performanceCocktail } from './cocktail';
export { competitions } from './competitions';
export { counts } from './counts';
export { dashboard } from './dashboard';
export { dataExport, protocolExport } from './exports';
export { legal } from './legal';
export { onboardingSteps } from './onboarding';
export { privacy } from './privacy';
export { protocolScreens } from './protocol';
export { quickLog } from './quick-log';
export { schemaIssues } from './schema-issues';
export { settings } from './settings';
export { athleteView, sharing } from './sharing';
export { startCheck } from './start-check';
export { storageErrors } from './storage';
export { techniqueSuggestions } from './suggestions';
export { textLimit } from './text-limit';
export { toolboxScreen } from './toolbox-screen';
export { trends } from './trends';
export { tunnelRoutine } from './tunnel-routine';
export { zoneChances, zoneControls, zoneLearning } from './zones';
