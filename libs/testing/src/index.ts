export { renderScreen, testToken, type ScreenOptions } from './render-screen';
export { ok, fail, okJson, failJson, pagedJson, type Envelope } from './envelope';
export { seal, open, TEST_COMPACT_KEY } from './compact';
export { startServer, testStore, API } from './msw';
export { answerDialog } from './dialog';
export { TEST_NOW } from './now';
export {
  describeScreenFaults,
  routesTestedElsewhere,
  samplePath,
  FAULTS,
  type Fault,
  type FaultRoute,
} from './screen-faults';
export { breakStorage } from './break-storage';
