/*
 * The rest of Mantine's styles: every component neither the first paint (first-paint-styles.ts)
 * nor the lesson reader (reader-styles.ts) draws with, in the order of Mantine's styles.css and in
 * its `mantine` cascade layer; together the three files hold all of that stylesheet. Loaded, after
 * the reader's share, before any screen but the home page and the reader renders, and in the
 * background after the first paint. tests/config/mantine-styles.test.ts checks that each of
 * Mantine's stylesheets is in exactly one of the three files.
 */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/AngleSlider.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/BackgroundImage.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/Dialog.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Mark.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/LoadingOverlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/PinInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/RingProgress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SemiCircleProgress.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Spoiler.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/TableOfContents.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Timeline.layer.css';
import '@mantine/core/styles/Tree.layer.css';
