import { defineMessages } from '@shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { addMessageTranslations, serverTextOf, setAppLanguage } from './i18n';

const table = defineMessages('serverTextTest', {
  plain: 'The test message.',
  counted: 'The test found {{count}} things in {{place}}.',
});
addMessageTranslations(table, {
  hi: { plain: 'परीक्षण संदेश।', counted: 'परीक्षण को {{place}} में {{count}} चीज़ें मिलीं।' },
  te: { plain: 'పరీక్ష సందేశం.', counted: 'పరీక్షకు {{place}} లో {{count}} వస్తువులు దొరికాయి.' },
});

describe('server messages by id', () => {
  it('sends the English with the id and values, and shows it in the language chosen, values written in', async () => {
    const counted = table.ref('counted', { count: 3, place: 'Pune' });
    expect(counted).toEqual({ message: 'The test found 3 things in Pune.', messageId: 'serverTextTest.counted', messageValues: { count: 3, place: 'Pune' } });
    const error = new ApiError(400, 'BAD_REQUEST', counted);
    expect(serverTextOf(error)).toBe('The test found 3 things in Pune.');
    await setAppLanguage('te');
    try {
      expect(serverTextOf(error)).toBe('పరీక్షకు Pune లో 3 వస్తువులు దొరికాయి.');
      expect(serverTextOf(table.ref('plain'))).toBe('పరీక్ష సందేశం.');
      // A shared schema's issue arrives as its English only; a message with no values is still found.
      expect(serverTextOf(table.en.plain)).toBe('పరీక్ష సందేశం.');
    } finally {
      await setAppLanguage('en');
    }
  });

  it('writes in a value that is itself a message with values, by its own id', async () => {
    const outer = defineMessages('serverTextOuterTest', { refused: 'Refused {{where}}: {{reason}}' });
    addMessageTranslations(outer, { hi: { refused: '{{where}} अस्वीकार: {{reason}}' }, te: { refused: '{{where}} తిరస్కరించబడింది: {{reason}}' } });
    const reason = table.ref('counted', { count: 2, place: 'Agra' });
    const refused = outer.ref('refused', { where: 'files', reason });
    expect(refused.message).toBe('Refused files: The test found 2 things in Agra.');
    await setAppLanguage('hi');
    try {
      expect(serverTextOf(new ApiError(400, 'VALIDATION', refused))).toBe('files अस्वीकार: परीक्षण को Agra में 2 चीज़ें मिलीं।');
    } finally {
      await setAppLanguage('en');
    }
  });

  it('shows a message whose id it does not know as the server wrote it, so a new message is never hidden', async () => {
    await setAppLanguage('hi');
    try {
      expect(serverTextOf({ message: 'A message from a newer server.', messageId: 'serverTextTest.newer', messageValues: { n: 1 } })).toBe('A message from a newer server.');
      expect(serverTextOf({ message: 'A message of a feature not loaded.', messageId: 'unknownFeature.key' })).toBe('A message of a feature not loaded.');
      expect(serverTextOf(new Error('A plain error.'))).toBe('A plain error.');
    } finally {
      await setAppLanguage('en');
    }
  });
});
