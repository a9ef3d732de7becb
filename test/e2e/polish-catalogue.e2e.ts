/** Issue "every screen as a careful reader finds it": the catalogue defects, each as the reader meets it. */
import type { Scenario } from './run';

export const polishCatalogueScenarios: Scenario[] = [];
