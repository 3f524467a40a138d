/**
 * The percent rules live in src-shared/progress/percent.ts. This path stays only while the offline
 * sync rules (src-shared/sync/rules.ts) and the catalogue texts, being moved and edited elsewhere
 * at the same time, still import it; remove it once they import the progress feature.
 */
export { coursePercent, type CourseAction } from '../progress/percent';
