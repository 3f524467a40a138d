/** The sign-in messages in Hindi, fetched when that language is chosen (auth-messages-texts.ts). */
export const hi: Record<string, string> = {
  'Email is required': 'ईमेल डालना ज़रूरी है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Password is required': 'पासवर्ड डालना ज़रूरी है',
  'Password must be at least 6 characters long': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  'Password must be at most 128 characters long': 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  'No account found with this email address.': 'इस ईमेल से कोई अकाउंट नहीं मिला।',
  'Incorrect password. Please try again.': 'पासवर्ड गलत है। फिर से कोशिश करें।',
  'An account with this email already exists.': 'इस ईमेल से पहले से एक अकाउंट बना हुआ है।',
  'Password is too weak. Please choose a stronger password.': 'यह पासवर्ड बहुत कमज़ोर है। कोई मज़बूत पासवर्ड चुनें।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता डालें।',
  'Too many failed attempts. Please try again later.': 'बहुत बार गलत कोशिश हुई। थोड़ी देर बाद फिर से कोशिश करें।',
  'An error occurred. Please try again.': 'कोई गड़बड़ हुई। फिर से कोशिश करें।',
  'Authentication timed out. Please try again.': 'लॉगिन का समय खत्म हो गया। फिर से कोशिश करें।',
  'GitHub authentication timed out. Please try again.': 'GitHub लॉगिन का समय खत्म हो गया। फिर से कोशिश करें।',
  'Pop-up blocked. Please allow pop-ups and try again.': 'पॉप-अप ब्लॉक हो गया। पॉप-अप की इजाज़त दें और फिर से कोशिश करें।',
  'An account with this email already exists. Try signing in with a different method.':
    'इस ईमेल से पहले से एक अकाउंट है। किसी दूसरे तरीके से लॉगिन करके देखें।',
  'Authentication failed. Please try again.': 'लॉगिन नहीं हो पाया। फिर से कोशिश करें।',
  'There was an issue signing out. Please try again.': 'लॉग आउट करने में दिक्कत हुई। फिर से कोशिश करें।',
  'Sign-in Cancelled': 'लॉगिन रद्द हुआ',
  'Loading authentication...': 'लॉगिन की जाँच हो रही है...',
  'Your session has ended. Please sign in again.': 'आपका सेशन खत्म हो गया। कृपया फिर से लॉगिन करें।',
  'Please log in to view courses.': 'कोर्स देखने के लिए कृपया लॉगिन करें।',
  'Please log in to view assignments.': 'असाइनमेंट देखने के लिए कृपया लॉगिन करें।',
  'Please log in to view your profile': 'अपनी प्रोफ़ाइल देखने के लिए कृपया लॉगिन करें',
  'Please login to check your resume.': 'अपना रिज़्यूमे चेक करने के लिए कृपया लॉगिन करें।',
  'An account with this email already exists. Sign in the way you did before, then connect GitHub from your profile.':
    'इस ईमेल से पहले से एक अकाउंट है। पहले की तरह लॉगिन करें, फिर अपनी प्रोफ़ाइल से GitHub जोड़ें।',
  'This GitHub account is already connected to another Kodeshala account.':
    'यह GitHub अकाउंट पहले से किसी दूसरे Kodeshala अकाउंट से जुड़ा है।',
  'GitHub is the only way you sign in to this account, so it cannot be disconnected.':
    'इस अकाउंट में आप सिर्फ़ GitHub से लॉगिन करते हैं, इसलिए इसे हटाया नहीं जा सकता।',
  'Enter your current password': 'अपना मौजूदा पासवर्ड डालें',
  'Your current password is not correct. Your password was not changed.': 'आपका मौजूदा पासवर्ड सही नहीं है। आपका पासवर्ड नहीं बदला गया।',
  'Choose a new password that is different from your current one': 'ऐसा नया पासवर्ड चुनें जो मौजूदा पासवर्ड से अलग हो',
  'The two new passwords do not match': 'दोनों नए पासवर्ड एक जैसे नहीं हैं',
  'This account signs in with Google or GitHub and has no password to change.':
    'इस अकाउंट में Google या GitHub से लॉगिन होता है, इसलिए इसमें बदलने के लिए कोई पासवर्ड नहीं है।',
  'Your password has been changed. You have been signed out on your other devices.':
    'आपका पासवर्ड बदल दिया गया है। आपके बाकी डिवाइस से लॉग आउट कर दिया गया है।',
};
