import { useMediaQuery } from '@mantine/hooks';
import { usePageMeta } from '../../core/use-page-meta';
import { useActivityHeartbeat } from '../engagement/use-activity-heartbeat';
import { MobileNotice } from './MobileNotice';
import { usePlaygroundTexts } from './playground-texts';
import { PlaygroundWorkbench } from './PlaygroundWorkbench';

/** product.md §1.2 "Playground": /playground, for signed-in learners. */
export function PlaygroundPage() {
  const t = usePlaygroundTexts();
  usePageMeta({
    title: t('pageTitle'),
    description: t('pageDescription'),
    canonicalPath: '/playground',
  });
  const smallTouch = useMediaQuery('(max-width: 767px) and (pointer: coarse)', false, { getInitialValueInEffect: false });
  // The playground counts as learning time, like the lesson reader.
  useActivityHeartbeat('playground', !smallTouch);
  return smallTouch ? <MobileNotice /> : <PlaygroundWorkbench />;
}
