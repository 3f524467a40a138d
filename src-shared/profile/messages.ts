import { defineMessages } from '../i18n/messages';

/**
 * product.md §1.5 "Profile": what the profile form and the photo upload refuse, as the shared
 * schemas and the server word it. A social link's messages are written out per network, since a
 * schema's message travels without values.
 */
export const profileMessageTable = defineMessages('profile', {
  nameEmpty: 'Name cannot be empty',
  nameTooLong: 'Name must be at most 80 characters',
  bioTooLong: 'Your bio can be at most 500 characters.',
  timeZone: 'Choose a time zone such as Asia/Kolkata.',
  photoType: 'Please upload an image (JPEG, PNG, GIF, or WebP).',
  photoSize: 'Image size must be less than 5MB.',
  photoTooManyPixels: 'This image has too many pixels. Please upload a photo of at most 24 megapixels.',
  updateFailed: 'Failed to update profile. Please try again.',
  githubLinkTooLong: 'The GitHub link must be at most 200 characters.',
  githubLink: 'Enter a link to your GitHub profile starting with https://github.com/',
  linkedinLinkTooLong: 'The LinkedIn link must be at most 200 characters.',
  linkedinLink: 'Enter a link to your LinkedIn profile starting with https://linkedin.com/',
  twitterLinkTooLong: 'The X (Twitter) link must be at most 200 characters.',
  twitterLink: 'Enter a link to your X (Twitter) profile starting with https://x.com/',
  photoNotFound: 'Photo not found',
  /** A missing handle and a private profile alike: a stranger cannot tell them apart. */
  profileNotFound: 'Profile not found',
  chooseLanguage: 'Choose English, Hindi or Telugu.',
  imageNotMultipart: 'Send the image as multipart/form-data in a field named "{{field}}".',
  chooseImage: 'Choose an image to upload.',
  oneImage: 'Send one image only.',
  photoField: 'Send the photo in the multipart field named "{{field}}".',
});

/** The profile messages in English, by key. */
export const profileMessages = profileMessageTable.en;
