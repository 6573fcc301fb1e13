import {
  type RoutineRun,
  type RoutineState,
  type StartCheck,
  type TechniqueUse,
  type Toolbox,
  type ToolboxHistory,
  ZRecordRoutineRun,
  ZRecordStartCheck,
  ZRecordTechniqueUse,
  ZRoutineId,
  ZSaveRoutine,
  ZSetFavourite,
  ZToolboxHistory,
} from '../api-training';
import { type Trends, type ZoneLearning, ZTrendsQuery } from '../api-trends';
import { ZNoInput } from '../schemas/profile';
import { type ApiOf, answer, defineContracts } from './contract';

/** Trends and zone learning, the toolbox and the tunnel routine. */
export const trainingContracts = defineContracts({
  getTrends: { input: ZTrendsQuery, output: answer<Trends>(), access: 'onboarded-athlete' },
  getZoneSuggestions: {
    input: ZNoInput,
    output: answer<ZoneLearning>(),
    access: 'onboarded-athlete',
  },
  getToolbox: { input: ZNoInput, output: answer<Toolbox>(), access: 'onboarded-athlete' },
  setFavourite: {
    input: ZSetFavourite,
    output: answer<{ favourites: string[] }>(),
    access: 'onboarded-athlete',
  },
  recordTechniqueUse: {
    input: ZRecordTechniqueUse,
    output: answer<TechniqueUse>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  recordStartCheck: {
    input: ZRecordStartCheck,
    output: answer<StartCheck>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  getCompetitionStartChecks: {
    input: ZNoInput,
    output: answer<{ checks: StartCheck[] }>(),
    access: 'onboarded-athlete',
  },
  getToolboxHistory: {
    input: ZToolboxHistory,
    output: answer<ToolboxHistory>(),
    access: 'onboarded-athlete',
  },
  getRoutine: { input: ZNoInput, output: answer<RoutineState>(), access: 'onboarded-athlete' },
  saveRoutine: {
    input: ZSaveRoutine,
    output: answer<RoutineState>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
  deleteRoutine: {
    input: ZRoutineId,
    output: answer<RoutineState>(),
    access: 'onboarded-athlete',
  },
  recordRoutineRun: {
    input: ZRecordRoutineRun,
    output: answer<RoutineRun>(),
    access: 'onboarded-athlete',
    consent: 'required',
  },
});

export type TrainingApi = ApiOf<typeof trainingContracts>;
