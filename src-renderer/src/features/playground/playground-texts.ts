import { maxFileNameLength, maxFilesPerProject, maxProjectBytes, playgroundMessages } from '@shared/playground/files';
import { folderMessages, maxFolderBytes, maxFolderDirectories, maxFolderFiles, maxFolderPathLength } from '@shared/playground/folder-files';
import { useCallback } from 'react';
import { addServerMessages, defineTexts, useServerText, type Translate } from '../../core/i18n';
import { en } from './locales/en';
import { hi } from './locales/hi';
import { te } from './locales/te';
// The playground's and the runner's refusals.
import './playground-messages-texts';
// The GitHub save and load refusals, and the GitHub status's reasons.
import '../github/github-texts';

export const usePlaygroundTexts = defineTexts('playground', { en, hi, te });
export type PlaygroundTranslate = ReturnType<typeof usePlaygroundTexts>;

/** The shared file rules' fixed English messages that the playground shows. */
addServerMessages({
  hi: {
    [playgroundMessages.noHtml]: 'Preview के लिए कोई HTML file नहीं मिली',
    [playgroundMessages.noResult]: 'Run का कोई नतीजा नहीं मिला',
    [playgroundMessages.emptyName]: 'कृपया file का नाम लिखें।',
    [playgroundMessages.nameTooLong]: `File का नाम ज़्यादा से ज़्यादा ${maxFileNameLength} अक्षर का हो सकता है।`,
    [playgroundMessages.badName]: 'File के नाम में / या \\ नहीं हो सकते, और नाम . या .. नहीं हो सकता',
    [playgroundMessages.lastFile]: 'Project में कम से कम एक file होनी चाहिए।',
    [playgroundMessages.tooManyFiles]: `एक project में ज़्यादा से ज़्यादा ${maxFilesPerProject} files हो सकती हैं।`,
    [playgroundMessages.projectTooLarge]: `एक project में ज़्यादा से ज़्यादा ${maxProjectBytes / 1000} KB code हो सकता है।`,
    [folderMessages.empty]: 'इस folder में ऐसी कोई file नहीं जिसे playground खोल सके (hidden files, node_modules, .gitignore में लिखी चीज़ें और binary files छोड़ दी जाती हैं)।',
    [folderMessages.tooMany]: `इस folder में ${maxFolderFiles} से ज़्यादा files हैं जिन्हें playground खोलता। अंदर वाला folder खोलें, या build output और data को .gitignore में लिखें।`,
    [folderMessages.tooLarge]: `इस folder की text files मिलाकर ${maxFolderBytes / 1_000_000} MB से ज़्यादा हैं। अंदर वाला folder खोलें, या बड़ी files को .gitignore में लिखें।`,
    [folderMessages.tooManyFolders]: `इस folder में ${maxFolderDirectories} से ज़्यादा folders हैं। अंदर वाला folder खोलें, या build output को .gitignore में लिखें।`,
    [folderMessages.badPath]: 'File के path में folders के बीच / होता है; वह / से शुरू नहीं हो सकता, उसमें \\ या : नहीं हो सकते, और कोई हिस्सा खाली, . या .. नहीं हो सकता।',
    [folderMessages.pathTooLong]: `File का path ज़्यादा से ज़्यादा ${maxFolderPathLength} अक्षर का हो सकता है।`,
    [folderMessages.leftOutPath]: 'Hidden files और folders (नाम डॉट से शुरू) और node_modules को playground कभी नहीं खोलता या save करता।',
    [folderMessages.notOpen]: 'यह folder project अब खुला नहीं है। Folder फिर से खोलें।',
  },
  te: {
    [playgroundMessages.noHtml]: 'Preview కోసం HTML file ఏదీ లేదు',
    [playgroundMessages.noResult]: 'Run ఫలితం ఏదీ రాలేదు',
    [playgroundMessages.emptyName]: 'దయచేసి file పేరు రాయండి.',
    [playgroundMessages.nameTooLong]: `File పేరు గరిష్టంగా ${maxFileNameLength} అక్షరాలు ఉండవచ్చు.`,
    [playgroundMessages.badName]: 'File పేరులో / లేదా \\ ఉండకూడదు, పేరు . లేదా .. కాకూడదు',
    [playgroundMessages.lastFile]: 'Project లో కనీసం ఒక file ఉండాలి.',
    [playgroundMessages.tooManyFiles]: `ఒక project లో గరిష్టంగా ${maxFilesPerProject} files ఉండవచ్చు.`,
    [playgroundMessages.projectTooLarge]: `ఒక project లో గరిష్టంగా ${maxProjectBytes / 1000} KB code ఉండవచ్చు.`,
    [folderMessages.empty]: 'ఈ folder లో playground తెరవగలిగే file ఏదీ లేదు (hidden files, node_modules, .gitignore లో ఉన్నవి, binary files వదిలేయబడతాయి).',
    [folderMessages.tooMany]: `ఈ folder లో playground తెరిచే files ${maxFolderFiles} కంటే ఎక్కువ ఉన్నాయి. లోపలి folder ని తెరవండి, లేదా build output, data ని .gitignore లో రాయండి.`,
    [folderMessages.tooLarge]: `ఈ folder లోని text files మొత్తం ${maxFolderBytes / 1_000_000} MB కంటే ఎక్కువ. లోపలి folder ని తెరవండి, లేదా పెద్ద files ని .gitignore లో రాయండి.`,
    [folderMessages.tooManyFolders]: `ఈ folder లో ${maxFolderDirectories} కంటే ఎక్కువ folders ఉన్నాయి. లోపలి folder ని తెరవండి, లేదా build output ని .gitignore లో రాయండి.`,
    [folderMessages.badPath]: 'File path లో folders మధ్య / ఉంటుంది; అది / తో మొదలు కాకూడదు, అందులో \\ లేదా : ఉండకూడదు, ఏ భాగమూ ఖాళీగా, . లేదా .. గా ఉండకూడదు.',
    [folderMessages.pathTooLong]: `File path గరిష్టంగా ${maxFolderPathLength} అక్షరాలు ఉండవచ్చు.`,
    [folderMessages.leftOutPath]: 'Hidden files, folders (పేరు చుక్కతో మొదలయ్యేవి), node_modules ను playground ఎప్పుడూ తెరవదు, save చేయదు.',
    [folderMessages.notOpen]: 'ఈ folder project ఇప్పుడు తెరిచి లేదు. Folder ని మళ్ళీ తెరవండి.',
  },
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The value in an English message a one-value template made ('A file named x.py already exists.'
 * gives x.py), found by the template's own shape, so the English is written once, in src-shared.
 */
export function templateValue(message: string, template: (value: string) => string): string | undefined {
  const marker = '\u0000';
  const [first = '', ...rest] = template(marker).split(marker).map(escape);
  return new RegExp(`^${first}(.+?)${rest.join('\\1')}$`, 's').exec(message)?.[1];
}

const templated: Array<[(value: string) => string, keyof typeof en]> = [
  [playgroundMessages.unsupportedExtension, 'msgUnsupportedExtension'],
  [playgroundMessages.notInstalled, 'msgNotInstalled'],
  [playgroundMessages.executionFailed, 'msgExecutionFailed'],
  [playgroundMessages.duplicateName, 'msgDuplicateName'],
  [playgroundMessages.fileTooLarge, 'msgFileTooLarge'],
  [folderMessages.tooDeep, 'msgTooDeep'],
  [folderMessages.folderAndFile, 'msgFolderAndFile'],
  [folderMessages.exists, 'msgFolderExists'],
  [folderMessages.outside, 'msgOutside'],
];

/** A message of the shared file rules, the runner or the server, in the learner's language where we have it. */
export function playgroundMessage(message: string, t: Translate<keyof typeof en>, server: (message: string) => string): string {
  for (const [template, key] of templated) {
    const value = templateValue(message, template);
    if (value !== undefined) return t(key, { value: server(value) });
  }
  return server(message);
}

export function usePlaygroundMessage(): (message: string) => string {
  const t = usePlaygroundTexts();
  const server = useServerText();
  return useCallback((message: string) => playgroundMessage(message, t, server), [t, server]);
}
