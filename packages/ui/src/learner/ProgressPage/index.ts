export { ProgressPage, type ProgressPageProps } from './ProgressPage';
export { ReadinessCard, type ReadinessCardProps } from './ReadinessCard';
export { ScoreChart, type ScoreChartProps } from './ScoreChart';
export type {
  AttemptMode,
  DomainProgress,
  Progress,
  ProgressUrls,
  Readiness,
  ScorePoint,
  StudyStreak,
  TestProgress,
} from './types';
