/** Every end-to-end scenario, in the order a single worker runs them (the route sweep last). */
import { aloudScenarios } from './aloud.e2e';
import { borrowScenarios } from './borrow.e2e';
import { cardScenarios } from './cards.e2e';
import { catalogueScenarios } from './catalogue.e2e';
import { contentScenarios } from './content.e2e';
import { eventScenarios } from './events.e2e';
import { failureScenarios } from './failures.e2e';
import { harnessScenarios } from './harness.e2e';
import { laneScenarios } from './lanes.e2e';
import { loanAndPointsScenarios } from './loanAndPoints.e2e';
import { loansScenarios } from './loans.e2e';
import { mapScenarios } from './map.e2e';
import { messageScenarios } from './messages.e2e';
import { photoScenarios } from './photos.e2e';
import { pointsScenarios } from './points.e2e';
import { polishCardsScenarios } from './polish-cards.e2e';
import { polishCatalogueScenarios } from './polish-catalogue.e2e';
import { polishLoansScenarios } from './polish-loans.e2e';
import { polishMediaScenarios } from './polish-media.e2e';
import { polishPointsScenarios } from './polish-points.e2e';
import { firstScreenScenarios } from './first-screen.e2e';
import { flexGapScenarios } from './flex-gap.e2e';
import { polishStartupScenarios } from './polish-startup.e2e';
import { recommendScenarios } from './recommend.e2e';
import { reminderScenarios } from './reminders.e2e';
import { shareScenarios } from './share.e2e';
import type { Scenario } from './types';
import { shelfScenarios } from './shelf.e2e';
import { startupScenarios } from './startup.e2e';
import { sweepScenarios } from './sweep.e2e';
import { transferScenarios } from './transfer.e2e';
import { twoUsersScenarios } from './twoUsers';

export const scenarioList = (): Scenario[] => [
  ...startupScenarios,
  ...failureScenarios,
  ...harnessScenarios,
  ...loansScenarios,
  ...catalogueScenarios,
  ...shelfScenarios,
  ...recommendScenarios,
  ...borrowScenarios,
  ...transferScenarios,
  ...twoUsersScenarios,
  ...cardScenarios,
  ...pointsScenarios,
  ...loanAndPointsScenarios,
  ...messageScenarios,
  ...photoScenarios,
  ...aloudScenarios,
  ...contentScenarios,
  ...mapScenarios,
  ...polishPointsScenarios,
  ...polishCardsScenarios,
  ...polishLoansScenarios,
  ...polishCatalogueScenarios,
  ...polishMediaScenarios,
  ...polishStartupScenarios,
  ...firstScreenScenarios,
  ...flexGapScenarios,
  ...shareScenarios,
  ...reminderScenarios,
  ...eventScenarios,
  ...laneScenarios,
  ...sweepScenarios,
];
