import { defineMessages } from '../i18n/messages';

/**
 * The words of a learner's progress that the server sends in English (the profile's stats): the
 * streak's label (product.md §1.4), each badge's name and goal, and the activity calendar's months.
 */
export const engagementMessageTable = defineMessages('engagement', {
  streakStart: 'Start your streak!',
  streakBuilding: 'Building momentum',
  streakConsistent: 'Getting consistent!',
  streakOnFire: 'On fire!',
  streakLegendary: 'Legendary streak!',
  firstStepsLabel: 'First Steps',
  firstStepsGoal: 'Complete your first course',
  quickLearnerLabel: 'Quick Learner',
  quickLearnerGoal: 'Complete 3 courses',
  knowledgeSeekerLabel: 'Knowledge Seeker',
  knowledgeSeekerGoal: 'Complete 5 courses',
  courseMasterLabel: 'Course Master',
  courseMasterGoal: 'Complete 10 courses',
  codeWriterLabel: 'Code Writer',
  codeWriterGoal: 'Write 1,000 lines of code',
  codeWarriorLabel: 'Code Warrior',
  codeWarriorGoal: 'Write 5,000 lines of code',
  onARollLabel: 'On a Roll',
  onARollGoal: 'Keep a 3-day learning streak',
  weekWarriorLabel: 'Week Warrior',
  weekWarriorGoal: 'Keep a 7-day learning streak',
  unstoppableLabel: 'Unstoppable',
  unstoppableGoal: 'Keep a 30-day learning streak',
  dedicatedLearnerLabel: 'Dedicated Learner',
  dedicatedLearnerGoal: 'Spend 1,200 minutes learning',
  jan: 'Jan',
  feb: 'Feb',
  mar: 'Mar',
  apr: 'Apr',
  may: 'May',
  jun: 'Jun',
  jul: 'Jul',
  aug: 'Aug',
  sep: 'Sep',
  oct: 'Oct',
  nov: 'Nov',
  dec: 'Dec',
  tooManyBeats: 'Too many activity updates. Learning time is counted once a minute; please slow down.',
});

/** The engagement texts in English, by key. */
export const engagementMessages = engagementMessageTable.en;
