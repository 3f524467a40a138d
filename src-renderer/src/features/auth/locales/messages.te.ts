/** The sign-in messages in Telugu, fetched when that language is chosen (auth-messages-texts.ts). */
export const te: Record<string, string> = {
  'Email is required': 'ఈమెయిల్ తప్పనిసరి',
  'Please enter a valid email address': 'దయచేసి సరైన ఈమెయిల్ అడ్రస్ ఇవ్వండి',
  'Password is required': 'పాస్‌వర్డ్ తప్పనిసరి',
  'Password must be at least 6 characters long': 'పాస్‌వర్డ్‌లో కనీసం 6 అక్షరాలు ఉండాలి',
  'Password must be at most 128 characters long': 'పాస్‌వర్డ్‌లో 128 అక్షరాల కంటే ఎక్కువ ఉండకూడదు',
  'No account found with this email address.': 'ఈ ఈమెయిల్‌తో ఏ అకౌంట్ లేదు.',
  'Incorrect password. Please try again.': 'పాస్‌వర్డ్ తప్పు. మళ్ళీ ప్రయత్నించండి.',
  'An account with this email already exists.': 'ఈ ఈమెయిల్‌తో ఇప్పటికే ఒక అకౌంట్ ఉంది.',
  'Password is too weak. Please choose a stronger password.': 'ఈ పాస్‌వర్డ్ చాలా బలహీనంగా ఉంది. ఇంకా బలమైనది ఎంచుకోండి.',
  'Please enter a valid email address.': 'దయచేసి సరైన ఈమెయిల్ అడ్రస్ ఇవ్వండి.',
  'Too many failed attempts. Please try again later.': 'చాలాసార్లు తప్పు ప్రయత్నాలు జరిగాయి. కాసేపాగి మళ్ళీ ప్రయత్నించండి.',
  'An error occurred. Please try again.': 'ఏదో పొరపాటు జరిగింది. మళ్ళీ ప్రయత్నించండి.',
  'Authentication timed out. Please try again.': 'లాగిన్ సమయం అయిపోయింది. మళ్ళీ ప్రయత్నించండి.',
  'GitHub authentication timed out. Please try again.': 'GitHub లాగిన్ సమయం అయిపోయింది. మళ్ళీ ప్రయత్నించండి.',
  'Pop-up blocked. Please allow pop-ups and try again.': 'పాప్-అప్ బ్లాక్ అయింది. పాప్-అప్‌లను అనుమతించి మళ్ళీ ప్రయత్నించండి.',
  'An account with this email already exists. Try signing in with a different method.':
    'ఈ ఈమెయిల్‌తో ఇప్పటికే అకౌంట్ ఉంది. వేరే పద్ధతిలో లాగిన్ అయి చూడండి.',
  'Authentication failed. Please try again.': 'లాగిన్ కాలేదు. మళ్ళీ ప్రయత్నించండి.',
  'There was an issue signing out. Please try again.': 'లాగ్ అవుట్ చేయడంలో సమస్య వచ్చింది. మళ్ళీ ప్రయత్నించండి.',
  'Sign-in Cancelled': 'లాగిన్ రద్దయింది',
  'Loading authentication...': 'లాగిన్ చెక్ చేస్తున్నాం...',
  'Your session has ended. Please sign in again.': 'మీ సెషన్ ముగిసింది. దయచేసి మళ్ళీ లాగిన్ అవ్వండి.',
  'Please log in to view courses.': 'కోర్సులు చూడడానికి దయచేసి లాగిన్ అవ్వండి.',
  'Please log in to view assignments.': 'అసైన్‌మెంట్లు చూడడానికి దయచేసి లాగిన్ అవ్వండి.',
  'Please log in to view your profile': 'మీ ప్రొఫైల్ చూడడానికి దయచేసి లాగిన్ అవ్వండి',
  'Please login to check your resume.': 'మీ రెజ్యూమ్ చెక్ చేయడానికి దయచేసి లాగిన్ అవ్వండి.',
  'An account with this email already exists. Sign in the way you did before, then connect GitHub from your profile.':
    'ఈ ఈమెయిల్‌తో ఇప్పటికే ఒక అకౌంట్ ఉంది. ఇంతకు ముందు లాగిన్ అయిన విధంగానే లాగిన్ అయి, మీ ప్రొఫైల్ నుండి GitHub కలపండి.',
  'This GitHub account is already connected to another Kodeshala account.':
    'ఈ GitHub అకౌంట్ ఇప్పటికే వేరే Kodeshala అకౌంట్‌కి కలిపి ఉంది.',
  'GitHub is the only way you sign in to this account, so it cannot be disconnected.':
    'ఈ అకౌంట్‌లోకి మీరు GitHub తో మాత్రమే లాగిన్ అవుతారు, కాబట్టి దాన్ని తీసివేయలేరు.',
  'Enter your current password': 'మీ ప్రస్తుత పాస్‌వర్డ్ ఇవ్వండి',
  'Your current password is not correct. Your password was not changed.': 'మీ ప్రస్తుత పాస్‌వర్డ్ సరైనది కాదు. మీ పాస్‌వర్డ్ మారలేదు.',
  'Choose a new password that is different from your current one': 'ప్రస్తుత పాస్‌వర్డ్‌కి భిన్నమైన కొత్త పాస్‌వర్డ్ ఎంచుకోండి',
  'The two new passwords do not match': 'రెండు కొత్త పాస్‌వర్డ్‌లు ఒకేలా లేవు',
  'This account signs in with Google or GitHub and has no password to change.':
    'ఈ అకౌంట్‌లోకి Google లేదా GitHub తో లాగిన్ అవుతారు, కాబట్టి మార్చడానికి పాస్‌వర్డ్ లేదు.',
  'Your password has been changed. You have been signed out on your other devices.':
    'మీ పాస్‌వర్డ్ మార్చబడింది. మీ మిగతా డివైస్‌ల నుంచి లాగ్ అవుట్ చేశాం.',
};
