import { chatLanguages, chatStyles, type ChatLanguage, type ChatStyle } from '@shared/api/chat';
import { useCallback, useState } from 'react';

const settingsKey = 'kodeshala.tutor.settings';
export const tutorOpenKey = 'kodeshala.tutor.open';

export interface TutorSettings {
  style: ChatStyle;
  language: ChatLanguage;
}

function readSettings(): TutorSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(settingsKey) ?? '{}') as Partial<Record<string, unknown>>;
    return {
      style: chatStyles.find((s) => s === stored.style) ?? 'auto',
      language: chatLanguages.find((l) => l === stored.language) ?? 'en',
    };
  } catch {
    return { style: 'auto', language: 'en' };
  }
}

/** The learner's style and language choices, kept on this device between visits. */
export function useTutorSettings(): [TutorSettings, (next: Partial<TutorSettings>) => void] {
  const [settings, setSettings] = useState(readSettings);
  const change = useCallback((next: Partial<TutorSettings>) => {
    setSettings((current) => {
      const merged = { ...current, ...next };
      localStorage.setItem(settingsKey, JSON.stringify(merged));
      return merged;
    });
  }, []);
  return [settings, change];
}
