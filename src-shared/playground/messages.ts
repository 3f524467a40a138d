import { defineMessages } from '../i18n/messages';

/**
 * The playground's words for what it refuses (product.md §1.8, and ours for what the spec leaves
 * open): its routes', the file rules' of a browser project (files.ts) and of a desktop folder
 * project (folder-files.ts, refused in the desktop app's main process too), and the runner's in the
 * page. The limits and names travel as values, so a translation is found by id and a limit changes
 * in one place.
 */
export const playgroundMessageTable = defineMessages('playground', {
  tooManyProjects: 'You can keep at most {{max}} projects. Delete one you no longer need first.',
  projectNameRequired: 'Please give the project a name.',
  projectNameTooLong: 'A project name can be at most {{max}} characters.',
  nothingToSave: 'Send a new name or the files to save.',
  tooManyRequests: 'Too many requests from the playground. Please wait a minute and try again.',
  // Running a file.
  unsupportedExtension: 'Language not supported for file extension: {{extension}}',
  noHtml: 'No HTML file found for preview',
  notInstalled: '{{language}} cannot run on this server: it has no {{language}} toolchain. Try another language, or ask your admin to connect a Piston runner.',
  noResult: 'No execution result received',
  executionFailed: 'Execution failed: {{reason}}',
  // A browser project's files.
  emptyName: 'Please enter a file name.',
  nameTooLong: 'A file name can be at most {{max}} characters.',
  badName: 'A file name cannot contain / or \\ and cannot be . or ..',
  duplicateName: 'A file named {{name}} already exists.',
  lastFile: 'A project needs at least one file.',
  tooManyFiles: 'A project can hold at most {{max}} files.',
  fileTooLarge: '{{name}} is larger than {{kb}} KB.',
  projectTooLarge: 'A project can hold at most {{kb}} KB of code.',
  // A desktop folder project's files.
  folderEmpty: 'This folder has no files the playground can open (hidden files, node_modules, what .gitignore lists and binary files are left out).',
  folderTooMany: 'This folder has more than {{max}} files the playground would open. Open a folder further in, or list build output and data in its .gitignore.',
  folderTooLarge: 'The text files of this folder add up to more than {{mb}} MB. Open a folder further in, or list large files in its .gitignore.',
  tooManyFolders: 'This folder holds more than {{max}} folders. Open a folder further in, or list build output in its .gitignore.',
  tooDeep: '{{path}} is more than {{max}} folders deep. Open a folder further in, or list it in .gitignore.',
  badPath: 'A file path uses / between folders, and cannot start with /, hold \\ or :, or have an empty, . or .. part.',
  pathTooLong: 'A file path can be at most {{max}} characters.',
  leftOutPath: 'Hidden files and folders (a name starting with a dot) and node_modules are never opened or saved by the playground.',
  folderAndFile: '{{path}} cannot be both a file and a folder.',
  folderExists: 'A folder named {{name}} is already there. Choose another name or open that folder.',
  folderNotOpen: 'This folder project is not open any more. Open the folder again.',
  outsideFolder: 'Refused to write {{name}}: it is not a plain file inside the project folder.',
  projectNotFound: 'Project not found.',
  staleProject: 'This project was changed in another tab or on another device since you opened it. Choose which copy to keep.',
});

/** The playground's messages in English, by key. */
export const playgroundMessages = playgroundMessageTable.en;
