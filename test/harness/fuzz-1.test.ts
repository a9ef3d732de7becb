// @slow: a third of the API fuzz (fuzz/suite.ts), so the unit runner's workers share it.
import { fuzzShard } from './fuzz/suite.js';

fuzzShard(1);
