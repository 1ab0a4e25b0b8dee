export { AboutPage, type AboutPageProps } from './AboutPage';
export type { TeamMember } from './TeamGrid';
