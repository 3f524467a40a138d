import { profileMessageTable } from '@shared/profile/messages';
import { addMessageTranslations } from '../../core/i18n';

/**
 * The profile form's and the photo upload's refusals (src-shared/profile/messages.ts), in a file of
 * their own: the hackathon's registration refuses a link elsewhere in the same words, by the same ids.
 */
addMessageTranslations(profileMessageTable, {
  hi: {
    nameEmpty: 'नाम खाली नहीं हो सकता',
    nameTooLong: 'नाम ज़्यादा से ज़्यादा 80 अक्षर का हो सकता है',
    bioTooLong: 'आपका bio ज़्यादा से ज़्यादा 500 अक्षर का हो सकता है।',
    timeZone: 'Asia/Kolkata जैसा कोई time zone चुनें।',
    photoType: 'कृपया एक image upload करें (JPEG, PNG, GIF या WebP)।',
    photoSize: 'Image 5MB से छोटी होनी चाहिए।',
    photoTooManyPixels: 'इस image में बहुत ज़्यादा pixels हैं। कृपया ज़्यादा से ज़्यादा 24 megapixels की photo upload करें।',
    updateFailed: 'Profile update नहीं हो सकी। कृपया फिर से कोशिश करें।',
    githubLinkTooLong: 'GitHub link ज़्यादा से ज़्यादा 200 अक्षर का हो सकता है।',
    githubLink: 'अपनी GitHub profile का link डालें, जो https://github.com/ से शुरू हो',
    linkedinLinkTooLong: 'LinkedIn link ज़्यादा से ज़्यादा 200 अक्षर का हो सकता है।',
    linkedinLink: 'अपनी LinkedIn profile का link डालें, जो https://linkedin.com/ से शुरू हो',
    twitterLinkTooLong: 'X (Twitter) link ज़्यादा से ज़्यादा 200 अक्षर का हो सकता है।',
    twitterLink: 'अपनी X (Twitter) profile का link डालें, जो https://x.com/ से शुरू हो',
    photoNotFound: 'Photo नहीं मिली',
    profileNotFound: 'Profile नहीं मिली',
    chooseLanguage: 'अंग्रेज़ी, हिंदी या तेलुगु चुनें।',
    imageNotMultipart: 'Image को multipart/form-data में "{{field}}" नाम के field में भेजें।',
    chooseImage: 'Upload करने के लिए एक image चुनें।',
    oneImage: 'सिर्फ़ एक image भेजें।',
    photoField: 'Photo को "{{field}}" नाम के multipart field में भेजें।',
  },
  te: {
    nameEmpty: 'పేరు ఖాళీగా ఉండకూడదు',
    nameTooLong: 'పేరు 80 అక్షరాలకు మించకూడదు',
    bioTooLong: 'మీ bio 500 అక్షరాలకు మించకూడదు.',
    timeZone: 'Asia/Kolkata లాంటి time zone ఎంచుకోండి.',
    photoType: 'దయచేసి ఒక image upload చేయండి (JPEG, PNG, GIF లేదా WebP).',
    photoSize: 'Image 5MB కంటే చిన్నదిగా ఉండాలి.',
    photoTooManyPixels: 'ఈ image లో చాలా ఎక్కువ pixels ఉన్నాయి. దయచేసి గరిష్టంగా 24 megapixels ఉన్న photo upload చేయండి.',
    updateFailed: 'Profile update కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    githubLinkTooLong: 'GitHub link 200 అక్షరాలకు మించకూడదు.',
    githubLink: 'https://github.com/తో మొదలయ్యే మీ GitHub profile link ఇవ్వండి',
    linkedinLinkTooLong: 'LinkedIn link 200 అక్షరాలకు మించకూడదు.',
    linkedinLink: 'https://linkedin.com/తో మొదలయ్యే మీ LinkedIn profile link ఇవ్వండి',
    twitterLinkTooLong: 'X (Twitter) link 200 అక్షరాలకు మించకూడదు.',
    twitterLink: 'https://x.com/తో మొదలయ్యే మీ X (Twitter) profile link ఇవ్వండి',
    photoNotFound: 'Photo దొరకలేదు',
    profileNotFound: 'Profile దొరకలేదు',
    chooseLanguage: 'ఇంగ్లీష్, హిందీ లేదా తెలుగు ఎంచుకోండి.',
    imageNotMultipart: 'Image ను multipart/form-data గా "{{field}}" అనే field లో పంపండి.',
    chooseImage: 'Upload చేయడానికి ఒక image ఎంచుకోండి.',
    oneImage: 'ఒక image మాత్రమే పంపండి.',
    photoField: 'Photo ను "{{field}}" అనే multipart field లో పంపండి.',
  },
});
