import { defineMessages } from '../i18n/messages';

/** What the shared projects' routes and their live connection refuse, in the member's words. */
export const workspaceMessageTable = defineMessages('workspace', {
  notFound: 'This shared project does not exist, or you are not one of its members.',
  teamOnly: 'Only members of this team can create its shared project.',
  ownerInvites: 'Only the project’s owner can invite collaborators.',
  ownAlready: 'You own this project already; invite someone else.',
  tooManyCollaborators: 'A project can have at most {{max}} collaborators. Remove one to invite another.',
  ownerRemoves: 'Only the project’s owner can remove collaborators.',
  notInvited: 'That address is not invited to this project.',
  versionNotFound: 'This version does not exist.',
  pushTooMany: 'Failed to push to GitHub: a push takes at most {{max}} files, and this project has {{count}}. Delete some files and try again.',
  // The desktop's copy of a project in a folder, refused in its main process (product.md §3.10).
  folderNotEmpty: 'This folder is not empty. Choose an empty folder, or the folder that already holds this project’s copy.',
  folderNoFiles: 'This project has no files yet. Add a file before keeping a copy in a folder.',
  folderMissing: 'The folder {{where}} cannot be read any more. Remove the link, or put the folder back.',
  // The live connection's close reasons (at most 123 bytes each, as a close frame carries them).
  notMember: 'You are not a member of this project.',
  removed: 'You are no longer a member of this project.',
  liveNotFound: 'This shared project does not exist.',
  malformed: 'That message is not a valid update; this connection is closed and the project is unchanged.',
  full: 'This project has reached its 5 MB limit; delete some files to keep editing.',
  tooFast: 'Too many messages too fast; reconnect to carry on.',
  projectNameRequired: 'Give the project a name.',
  projectNameTooLong: 'A project name is at most {{max}} characters.',
  versionNameRequired: 'Name the version.',
  versionNameTooLong: 'A version name is at most {{max}} characters.',
});

/** The workspace messages in English, by key. */
export const workspaceMessages = workspaceMessageTable.en;
