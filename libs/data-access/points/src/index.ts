export { pointsKeys } from './keys';
export {
  fetchPointsSummary,
  pointsSummaryOptions,
  usePointsSummary,
  pointsChanged,
} from './api/points-summary';
