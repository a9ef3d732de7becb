/** Issue "every screen as a careful reader finds it": the media defects, each as the reader meets it. */
import type { Scenario } from './run';

export const polishMediaScenarios: Scenario[] = [];
