/*
 * Mantine's styles for what the lesson reader draws beyond the first paint's (first-paint-styles.ts):
 * its breadcrumbs, progress bar, code, images and videos, and lesson text. The reader, the screen
 * learners open most, waits for these alone; its dialogs, the copy button's tooltip and every other
 * screen wait for the rest as well (rest-styles.ts). In the order of Mantine's styles.css, in its
 * `mantine` cascade layer. `npm run bench:bundles` and tests/e2e/courses.spec.ts name any
 * component the reader draws without its styles.
 */
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Typography.layer.css';
