import { defineMessages } from '../i18n/messages';

/**
 * What the hackathon's routes refuse or answer with, and its shared forms' messages (product.md §3,
 * word for word in English): registering, the fee, teams and invitations, submissions, and the
 * organisers' dashboard, mail, certificates and exports.
 */
export const hackathonMessageTable = defineMessages('hackathon', {
  noEvent: 'No hackathon is scheduled.',

  teamNameRequired: 'Team name is required',
  teamNameShort: 'Team name must be at least 3 characters long',
  leaderNameRequired: 'Team lead name is required',
  leaderNameShort: 'Name must be at least 2 characters long',
  collegeRequired: 'College name is required',
  yearRequired: 'Academic year is required',
  branchRequired: 'Branch/Department is required',
  trackRequired: 'Please select a battle track (problem statement)',
  memberNameRequired: 'Full name is required for all team members',
  memberEmailRequired: 'Email is required for all team members',
  memberPhoneRequired: 'Phone number is required for all team members',
  memberPhoneInvalid: 'Please enter a valid phone number',
  memberCollegeRequired: 'College is required for all team members',
  leaderEmailReused: 'Team leader email cannot be the same as team member email',
  memberEmailReused: 'This email is already used by another team member',
  termsRequired: 'Please agree to the terms and conditions to proceed',
  teamSizeMismatch: 'Team size must be 1 plus the number of team members',
  /** The number is participant-background.ts's maxProgrammingLanguages, written out so the text needs no value to be found by. */
  tooManyLanguages: 'Choose at most 10 programming languages',
  // The wizard's live e-mail and phone checks (contact-rules.ts). The spec writes "(example: {email})"
  // without saying which address; a popular provider's shows the shape most participants type.
  emailFormat: 'Please enter a valid email format (example: yourname@gmail.com)',
  emailNoUsername: 'Email must have a username before @ symbol',
  emailNoDomain: 'Email must have a domain after @ symbol',
  emailNoExtension: 'Domain must include a valid extension (like .com, .in, etc.)',
  emailAddressInvalid: 'Please enter a valid email address (example: yourname@gmail.com)',
  emailValid: '✓ Valid email address',
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneTooLong: 'Phone number cannot be more than 12 digits',
  phoneValid: '✓ Valid phone number',
  mobileStart: 'Indian mobile numbers must start with 6, 7, 8, or 9',
  elevenDigitFormat: 'For 11-digit numbers, use format: 91XXXXXXXXXX',
  twelveDigitFormat: 'For 12-digit numbers, use format: 91XXXXXXXXXX',
  mobileInvalid: 'Please enter a valid Indian mobile number (10 digits starting with 6-9)',
  alreadyRegistered: 'You are already registered for {{event}} (registration {{id}}).',
  addressRegisteredElsewhere: 'The e-mail address {{email}} is already part of another registration for {{event}}. A person can be in only one registration.',
  registrationDeadline: 'Registration for {{event}} closed on {{date}}.',
  commitmentsNotFound: 'Commitments not found',
  ownProfileOnly: 'Access denied: Can only access your own profile',

  chooseRegistration: 'Choose the registration to pay for.',
  noRegistration: 'No registration with this id in your account.',
  alreadyPaid: 'This registration is already paid.',
  feeCancelled: 'This registration was cancelled, so it cannot be paid. Please contact the organisers if you think this is a mistake.',
  feeRefunded: 'This registration was refunded, so it cannot be paid again. Please contact the organisers.',
  feeWaitlisted: 'This registration is on the waiting list. The organisers will write to you when a place opens.',
  feeRejected: 'This registration was not accepted, so it cannot be paid. Please contact the organisers.',

  codeForDeclaredOnly:
    "This team's code is only for the members its leader declared. Ask the leader to add your address ({{email}}) to the registration, then accept the invitation.",
  invitationNotFound: 'No invitation with this id for your account.',
  invitationAnswered: 'This invitation was already answered.',
  invitationClosed: 'This invitation is no longer open: the leader changed the team or the registration lapsed.',
  declined: 'Invitation declined. Your address is free for another team.',
  takenElsewhere: '{{email}} is already part of another registration for this event. A person can be in only one registration.',
  memberNotFound: 'No member with this id in your registration.',
  alreadyGone: 'This member was already taken off the team.',
  notReplaceable: 'Only a member who declined, was removed or whose invitation lapsed can be replaced.',
  addressInTeam: '{{email}} is already in this team.',
  leaderAddress: 'The leader is already in the team; invite someone else.',
  codeChanged: 'The team has a new code. The old one no longer works.',
  registrationClosed: 'This registration is no longer active, so its team cannot change.',
  lapsedUnpaid: 'This registration lapsed unpaid and its members are free again. Please register again.',

  teamNotFound: 'Team not found',
  alreadyInTeam: 'You are already part of a team',
  alreadyInTeamLeaveFirst: 'You are already part of a team. Leave it on your dashboard first, then accept.',
  alreadyMember: 'You are already a member of this team',
  teamFull: 'Team is already full',
  notInTeam: 'You are not part of any team',
  teamLeaderOnly: 'Only team leader can update team information',
  noFreeTeamCode: 'No free team code was found. Please try again.',
  invalidTeamCode: 'Invalid team code',
  changeNameOrDescription: 'Change the name or the description.',
  /** Minutes written as "min." so that one and fifteen both read right. */
  tooManyTeamCodes: 'Too many wrong team codes. Check the code with your team leader and try again in {{minutes}} min.',

  submissionNotFound: 'Submission not found',
  updateOwnOnly: 'You can only update your own submissions',
  deleteOwnOnly: 'You can only delete your own submissions',
  titleAndRepoRequired: 'Project title and GitHub repository are required',
  invalidRepo: 'Please provide a valid GitHub repository URL',
  invalidLiveDemo: 'Please provide a valid live demo URL',
  invalidVideoDemo: 'Please provide a valid video demo URL',
  unknownProblem: 'Choose one of this hackathon’s problem statements.',
  noSnapshot: 'This submission keeps no workspace files: the team had no shared project when it was handed in.',
  urlAccessible: 'URL is accessible',
  urlNotAccessible: 'URL is not accessible',
  urlNotWeb: 'Only http:// and https:// links can be checked.',
  urlNotPublic: 'This link points to a private or local network address, so it is not checked.',

  registrationNotFound: 'Registration not found',
  repeatedInBulk: 'Each registration may appear only once in a bulk update.',
  changedMeanwhile: 'Registration {{id}} was changed by someone else meanwhile. Refresh and try again.',
  unknownEmailType: 'Unknown email type',
  oneAudience: 'Send to either a list of registrations or a recipient group, not both and not neither.',
  announcementNeedsMessage: 'An announcement needs a message.',
  unusableAddress: 'The registration’s e-mail address cannot receive mail.',
  certificateNeedsConfirmed: 'Only confirmed registrations get a participation certificate.',
  confirmationNeedsConfirmed: 'Only confirmed registrations get a confirmation e-mail.',
  reminderNeedsPending: 'Only registrations waiting for their fee get a payment reminder.',
  noCertificate: 'No certificate has this verification code.',
  certificateBeforeEnd: 'Certificates are issued once the event has ended. Try again after it closes.',
  certificateChecksLimited: 'Too many certificate checks in a minute. Please wait a moment and try again.',
  exportNoneSelected: 'No registrations selected for export',
  exportTooMany: 'Select at most {{max}} registrations to export; to export every registration, use the detailed export.',
  // A registration field over its limit.
  teamNameLimit: 'Team name must be at most {{max}} characters long',
  nameLimit: 'Name must be at most {{max}} characters long',
  phoneLimit: 'Phone number must be at most {{max}} characters long',
  collegeNameLimit: 'College name must be at most {{max}} characters long',
  branchLimit: 'Branch/Department must be at most {{max}} characters long',
  rollNumberLimit: 'Roll number must be at most {{max}} characters long',
  emailLimit: 'Email must be at most {{max}} characters long',
  collegeLimit: 'College must be at most {{max}} characters long',
  projectIdeaLimit: 'Project idea must be at most {{max}} characters long',
  expectationsLimit: 'Expectations must be at most {{max}} characters long',
  githubLinkLimit: 'The GitHub link must be at most {{max}} characters long',
  linkedinLinkLimit: 'The LinkedIn link must be at most {{max}} characters long',
});

/** The hackathon messages in English, by key. */
export const hackathonMessages = hackathonMessageTable.en;

/** product.md §3.8 "Admin dashboard and utilities" and §3.5: the organiser dashboard's own notices, word for word. */
export const organiserMessageTable = defineMessages('hackathonOrganiser', {
  fetchRegistrations: 'Failed to fetch registrations',
  fetchStats: 'Failed to fetch stats',
  fetchParticipants: 'Failed to fetch participant details',
  sendEmail: 'Failed to send email',
  generateCertificate: 'Failed to generate certificate',
  bulkUpdate: 'Failed to perform bulk update',
  invalidRequest: 'Invalid request data',
  selectFirst: 'Please select registrations first',
  bulkTooMany: 'At most {{max}} registrations at a time',
  selectAction: 'Please select an action',
  accessDenied: 'Access denied',
});

/** The organiser dashboard's notices in English, by key. */
export const organiserMessages = organiserMessageTable.en;
