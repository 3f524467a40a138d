import type { CalloutMarker } from '@shared/courses/text-markers';
import {
  IconAlertTriangle,
  IconBook,
  IconBulb,
  IconChecklist,
  IconClipboardList,
  IconExclamationCircle,
  IconFlag,
  IconHammer,
  IconHandClick,
  IconInfoCircle,
  IconLink,
  IconQuestionMark,
  IconSparkles,
  IconTerminal2,
  type Icon,
} from '@tabler/icons-react';
import type { ReaderKey } from '../reader-texts';

export interface CalloutLook {
  /** A key of the reader's texts. */
  label: ReaderKey;
  color: string;
  icon: Icon;
}

/** product.md §2.3: each text marker is its own styled callout, told apart by label, icon and colour. */
export const calloutLooks: Record<CalloutMarker, CalloutLook> = {
  NOTE: { label: 'noteInfo', color: 'blue', icon: IconInfoCircle },
  TIP: { label: 'noteTip', color: 'teal', icon: IconBulb },
  WARNING: { label: 'noteWarning', color: 'yellow', icon: IconAlertTriangle },
  IMPORTANT: { label: 'noteImportant', color: 'red', icon: IconExclamationCircle },
  EXAMPLE: { label: 'calloutExample', color: 'grape', icon: IconSparkles },
  DEF: { label: 'calloutDefinition', color: 'indigo', icon: IconBook },
  OUTPUT: { label: 'output', color: 'gray', icon: IconTerminal2 },
  PREREQUISITE: { label: 'calloutPrerequisite', color: 'orange', icon: IconChecklist },
  LEARNING_OUTCOME: { label: 'calloutOutcome', color: 'green', icon: IconFlag },
  QUIZ: { label: 'calloutQuiz', color: 'violet', icon: IconQuestionMark },
  ASSIGNMENT: { label: 'calloutAssignment', color: 'cyan', icon: IconClipboardList },
  PROJECT: { label: 'calloutProject', color: 'pink', icon: IconHammer },
  RESOURCE: { label: 'calloutResource', color: 'lime', icon: IconLink },
  INTERACTIVE: { label: 'calloutInteractive', color: 'violet', icon: IconHandClick },
};
