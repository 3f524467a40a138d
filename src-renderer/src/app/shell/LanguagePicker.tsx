import { useState } from 'react';
import { useAppLanguage } from '../i18n';
import { LanguageButton } from './LanguageButton';
import { useIdleChunk } from './use-idle-chunk';

// The menu and the positioning code under it arrive after the first paint (or on the first press).
const loadMenu = () => import('./LanguageMenu');

/** The header's picker: a small button with the current language, a menu of the three (LanguageMenu.tsx). */
export function LanguagePicker() {
  const language = useAppLanguage();
  const { chunk, request } = useIdleChunk(loadMenu);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const press = () => {
    setPressed(true);
    request();
  };
  if (chunk) return <chunk.LanguageMenu opened={pressed} focused={focused} />;
  return (
    <LanguageButton
      language={language}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={pressed}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      // From the press, not the click: should the menu arrive between press and release, the
      // release lands on the new button and no click reaches this one.
      onPointerDown={press}
      onClick={press}
    />
  );
}
