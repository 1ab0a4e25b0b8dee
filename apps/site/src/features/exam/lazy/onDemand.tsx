import { lazy } from 'react';

/*
 * What only some attempts need is loaded when they need it, so the exam's first chunks carry the intro and the
 * question view only. Each `preload` is called early enough that its screen never waits on a spinner: the
 * result while the attempt is being submitted, the practice parts as soon as the attempt is a practice one.
 */

const loadResultDetails = () => import('../../results/ResultDetails');
const loadPractice = () => import('./practice');

/** The result summary and review (`features/results`): Select, its positioning code and the review list. */
export const ResultDetails = lazy(() => loadResultDetails().then((m) => ({ default: m.ResultDetails })));
export const preloadResultDetails = () => void loadResultDetails();

/** Practice's Report a problem dialog. */
export const ReportProblemDialog = lazy(() =>
  loadPractice().then((m) => ({ default: m.ReportProblemDialog })),
);
/** The custom practice set form, shown on the intro under Practice. */
export const PracticeSetForm = lazy(() => loadPractice().then((m) => ({ default: m.PracticeSetForm })));
export const preloadPractice = () => void loadPractice();
