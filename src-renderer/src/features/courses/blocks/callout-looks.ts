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

export interface CalloutLook {
  label: string;
  color: string;
  icon: Icon;
}

/** product.md §2.3: each text marker is its own styled callout, told apart by label, icon and colour. */
export const calloutLooks: Record<CalloutMarker, CalloutLook> = {
  NOTE: { label: 'Note', color: 'blue', icon: IconInfoCircle },
  TIP: { label: 'Tip', color: 'teal', icon: IconBulb },
  WARNING: { label: 'Warning', color: 'yellow', icon: IconAlertTriangle },
  IMPORTANT: { label: 'Important', color: 'red', icon: IconExclamationCircle },
  EXAMPLE: { label: 'Example', color: 'grape', icon: IconSparkles },
  DEF: { label: 'Definition', color: 'indigo', icon: IconBook },
  OUTPUT: { label: 'Output', color: 'gray', icon: IconTerminal2 },
  PREREQUISITE: { label: 'Before you start', color: 'orange', icon: IconChecklist },
  LEARNING_OUTCOME: { label: 'What you will learn', color: 'green', icon: IconFlag },
  QUIZ: { label: 'Quick check', color: 'violet', icon: IconQuestionMark },
  ASSIGNMENT: { label: 'Assignment', color: 'cyan', icon: IconClipboardList },
  PROJECT: { label: 'Project', color: 'pink', icon: IconHammer },
  RESOURCE: { label: 'Resource', color: 'lime', icon: IconLink },
  INTERACTIVE: { label: 'Try it yourself', color: 'violet', icon: IconHandClick },
};
