import { useShellTexts } from '../shell-texts';
import classes from './SkipLink.module.css';

/** The id of the page's main region, where the skip link lands. */
export const mainContentId = 'main-content';

/** The first stop of the keyboard: past the header's links straight to the page. */
export function SkipLink() {
  const t = useShellTexts();
  return (
    <a href={`#${mainContentId}`} className={classes.link}>
      {t('skipToContent')}
    </a>
  );
}
