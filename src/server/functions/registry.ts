import type { Contracts, FunctionName } from '../../domain/contracts/all';
import type { AnyContract } from '../../domain/contracts/contract';
import type { AppConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import * as cocktail from '../features/athlete/cocktail-functions';
import * as competition from '../features/athlete/competition-functions';
import { dashboardFunction } from '../features/athlete/dashboard-functions';
import * as onboarding from '../features/athlete/onboarding-functions';
import * as protocol from '../features/athlete/protocol-functions';
import * as protocolPeriod from '../features/athlete/protocol-period';
import * as quickLog from '../features/athlete/quick-log-functions';
import * as athletePrint from '../features/coach/athlete-print-functions';
import * as feedback from '../features/coach/feedback-functions';
import * as inbox from '../features/coach/inbox-functions';
import * as invite from '../features/coach/invite-functions';
import * as link from '../features/coach/link-functions';
import * as portal from '../features/coach/portal-functions';
import * as recommendation from '../features/coach/recommendation-functions';
import * as sharing from '../features/coach/sharing-functions';
import * as team from '../features/coach/team-functions';
import { createPushSender } from '../features/settings/push';
import { pushFunctions } from '../features/settings/push-functions';
import * as settings from '../features/settings/settings-functions';
import * as routine from '../features/training/routine-functions';
import * as startCheck from '../features/training/start-check-functions';
import * as toolbox from '../features/training/toolbox-functions';
import * as trends from '../features/training/trends-functions';
import { authOptionsFunction } from './auth-options';
import type { CallableFunction, Implementation } from './callable';
import { operatorFunction } from './operator';
import * as ping from './ping';
import * as profile from './profile';

/** One implementation per contract: a missing one, or one of another contract, is a type error. */
type Registry = { [N in FunctionName]: Implementation<Contracts[N]> };

type AnyImplementation = AnyContract & { handler: unknown };

/** The implementations a module exports, keyed by their contract's name; its other exports left out. */
type ImplementationsIn<M> = {
  [K in keyof M as M[K] extends AnyImplementation ? M[K]['name'] : never]: M[K];
};

function isImplementation(value: unknown): value is AnyImplementation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'handler' in value &&
    typeof value.handler === 'function' &&
    'name' in value &&
    'input' in value &&
    'access' in value
  );
}

/** A handler module's implementations: a function added to a module needs no line here. */
function implementationsIn<M extends object>(module: M): ImplementationsIn<M> {
  return Object.fromEntries(
    Object.values(module)
      .filter(isImplementation)
      .map((f) => [f.name, f]),
  ) as ImplementationsIn<M>;
}

/**
 * Every callable function of the app with its handler, gathered from the handler modules. The
 * config-dependent ones (sign-in methods, operator, push) and the dashboard, which keeps answers in memory
 * when the database has a change feed, are made by factories that answer the same contract.
 */
export function buildRegistry(
  config: Pick<AppConfig, 'google'> & Partial<Pick<AppConfig, 'operator' | 'push' | 'env'>>,
  changes?: ChangeFeed,
): readonly CallableFunction[] {
  const functions: Registry = {
    ...implementationsIn(ping),
    ...implementationsIn(profile),
    getAuthOptions: authOptionsFunction({ googleEnabled: Boolean(config.google) }),
    getOperator: operatorFunction(config.operator),
    ...implementationsIn(onboarding),
    ...implementationsIn(cocktail),
    ...implementationsIn(protocol),
    ...implementationsIn(protocolPeriod),
    ...implementationsIn(quickLog),
    getDashboard: dashboardFunction(changes),
    ...implementationsIn(trends),
    ...implementationsIn(toolbox),
    ...implementationsIn(startCheck),
    ...implementationsIn(routine),
    ...implementationsIn(competition),
    ...implementationsIn(settings),
    ...pushFunctions(
      config.push ? createPushSender({ push: config.push, env: config.env ?? 'production' }) : null,
    ),
    ...implementationsIn(link),
    ...implementationsIn(invite),
    ...implementationsIn(portal),
    ...implementationsIn(sharing),
    ...implementationsIn(inbox),
    ...implementationsIn(recommendation),
    ...implementationsIn(feedback),
    ...implementationsIn(team),
    ...implementationsIn(athletePrint),
  };
  return Object.values(functions);
}
