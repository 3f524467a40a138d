import { resumeMessageTable, resumeNoticeTable } from '@shared/resume/messages';
import { addMessageTranslations } from '../../core/i18n';

/**
 * The resume's contact checks and sign-in requests (src-shared/resume/messages.ts), in a file of
 * their own: the hackathon's contact checks say two of them in the same words, by the same ids.
 */
addMessageTranslations(resumeMessageTable, {
  hi: {
    firstNameRequired: 'पहला नाम ज़रूरी है',
    lastNameRequired: 'उपनाम ज़रूरी है',
    invalidEmail: 'Email सही format में नहीं है',
    phoneRequired: 'Phone number ज़रूरी है',
    invalidPhone: 'Phone number सही format में नहीं है',
    invalidUrl: 'URL सही format में नहीं है',
    tooLong: 'ज़्यादा से ज़्यादा {{max}} अक्षर',
    exportNeedsContact: 'Export करने से पहले contact की बुनियादी जानकारी भरें',
    resetConfirm: 'क्या आप सारा data reset करना चाहते हैं? यह वापस नहीं होगा।',
    loginToSave: 'Resume save करने के लिए login करें',
    loginForAi: 'AI features इस्तेमाल करने के लिए login करें',
    loginToGenerate: 'Resume बनाने के लिए login करें',
    loginToExport: 'Resume export करने के लिए login करें',
    invalidContact: 'resume_data.{{field}} सही नहीं है: {{reason}}',
    pdfTooManyPages: 'यह resume {{pages}} से ज़्यादा pages पर print होगा। Resume एक या दो pages का होता है: कुछ sections छोटे करें या हटाएँ, फिर export करें।',
    pdfTooSlow: 'इस resume की PDF बनने में बहुत देर लगी। इसे कुछ pages तक छोटा करें, फिर export करें।',
  },
  te: {
    firstNameRequired: 'మొదటి పేరు తప్పనిసరి',
    lastNameRequired: 'ఇంటి పేరు తప్పనిసరి',
    invalidEmail: 'Email సరైన format లో లేదు',
    phoneRequired: 'Phone number తప్పనిసరి',
    invalidPhone: 'Phone number సరైన format లో లేదు',
    invalidUrl: 'URL సరైన format లో లేదు',
    tooLong: 'గరిష్టంగా {{max}} అక్షరాలు',
    exportNeedsContact: 'Export చేసే ముందు contact ప్రాథమిక వివరాలు నింపండి',
    resetConfirm: 'మొత్తం data ను reset చేయాలా? దీన్ని వెనక్కి తీసుకోలేరు.',
    loginToSave: 'Resume save చేయడానికి login అవ్వండి',
    loginForAi: 'AI features వాడటానికి login అవ్వండి',
    loginToGenerate: 'Resume తయారు చేయడానికి login అవ్వండి',
    loginToExport: 'Resume export చేయడానికి login అవ్వండి',
    invalidContact: 'resume_data.{{field}} సరైనది కాదు: {{reason}}',
    pdfTooManyPages: 'ఈ resume {{pages}} కంటే ఎక్కువ pages లో print అవుతుంది. Resume ఒకటి లేదా రెండు pages ఉంటుంది: కొన్ని sections తగ్గించండి లేదా తీసివేయండి, తర్వాత export చేయండి.',
    pdfTooSlow: 'ఈ resume PDF తయారవడానికి చాలా సమయం పట్టింది. కొన్ని pages కి తగ్గించి, తర్వాత export చేయండి.',
  },
});

/** The builder's own notices (resume-sync.ts, resume-files.ts, use-builder-actions.ts). */
addMessageTranslations(resumeNoticeTable, {
  hi: {
    loaded: 'Resume लोड हो गया!',
    loadedLocal: 'Resume इस device से लोड हुआ',
    nothingSaved: 'कोई save किया resume नहीं मिला',
    saved: 'Resume save हो गया!',
    savedLocally: 'इस device पर save है - online होने पर sync होगा',
    notJson: 'यह file JSON resume नहीं है। Kodeshala या किसी दूसरे JSON Resume tool से export की हुई .json file चुनें।',
    imported: 'Resume import हो गया। हर step चेक करें, फिर save करें।',
    optimizeFailed: 'Section सुधारा नहीं जा सका',
    exported: 'Resume PDF में export हो गया!',
    exportFailed: 'Export नहीं हो सका। थोड़ी देर बाद फिर कोशिश करें।',
    checkFields: 'कृपया लाल निशान वाले fields चेक करें',
  },
  te: {
    loaded: 'Resume లోడ్ అయింది!',
    loadedLocal: 'Resume ఈ device నుండి లోడ్ అయింది',
    nothingSaved: 'Save చేసిన resume ఏదీ లేదు',
    saved: 'Resume save అయింది!',
    savedLocally: 'ఈ device లో save అయింది - online అయ్యాక sync అవుతుంది',
    notJson: 'ఈ file JSON resume కాదు. Kodeshala లేదా వేరే JSON Resume tool నుండి export చేసిన .json file ఎంచుకోండి.',
    imported: 'Resume import అయింది. ప్రతి step చెక్ చేసి, తర్వాత save చేయండి.',
    optimizeFailed: 'Section ను మెరుగుపరచలేకపోయాము',
    exported: 'Resume PDF గా export అయింది!',
    exportFailed: 'Export కాలేదు. కాసేపాగి మళ్ళీ ప్రయత్నించండి.',
    checkFields: 'దయచేసి గుర్తించిన fields చెక్ చేయండి',
  },
});
