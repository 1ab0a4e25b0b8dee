import { lazy } from 'react';

/*
 * What only some attempts need is loaded when they need it, so the exam's first chunks carry the intro and the
 * question view only. Each `preload` is called early enough that its screen never waits on a spinner: the
 * result while the attempt is being submitted, the report dialog as soon as the attempt is a
 * practice one, the set form as it nears the screen.
 */

const loadResultDetails = () => import('../../results/ResultDetails');
const loadPracticeSetForm = () => import('./practiceSetForm');
const loadReportProblem = () => import('./reportProblem');

/** The result summary and review (`features/results`): Select, its positioning code and the review list. */
export const ResultDetails = lazy(() => loadResultDetails().then((m) => ({ default: m.ResultDetails })));
export const preloadResultDetails = () => void loadResultDetails();

/** Practice's Report a problem dialog, fetched once the attempt is a practice one. */
export const ReportProblemDialog = lazy(() =>
  loadReportProblem().then((m) => ({ default: m.ReportProblemDialog })),
);
export const preloadReportProblem = () => void loadReportProblem();
/** The custom practice set form on the intro, fetched as it nears the screen or the picker is reached for. */
export const PracticeSetForm = lazy(() =>
  loadPracticeSetForm().then((m) => ({ default: m.PracticeSetForm })),
);
export const preloadPracticeSetForm = () => void loadPracticeSetForm();
