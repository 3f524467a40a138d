import { useState } from 'react';
import { useAppLanguage } from '../../core/i18n';
import { LanguageButton } from '../../core/layout/LanguageButton';
import { useDeferredMenu } from './use-deferred-menu';

// The menu and the positioning code under it arrive after the first paint (or on the first press).
const loadMenu = () => import('./LanguageMenu');

/** The header's picker: a small button with the current language, a menu of the three (LanguageMenu.tsx). */
export function LanguagePicker() {
  const language = useAppLanguage();
  const [pressed, setPressed] = useState(false);
  const { chunk, focused, buttonProps } = useDeferredMenu(loadMenu, () => setPressed(true));
  if (chunk) return <chunk.LanguageMenu opened={pressed} focused={focused} />;
  return <LanguageButton language={language} aria-busy={pressed} {...buttonProps} />;
}
