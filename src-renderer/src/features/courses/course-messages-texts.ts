import { courseMessageTable } from '@shared/courses/messages';
import { addMessageTranslations } from '../../core/i18n';

/**
 * The course messages (src-shared/courses/messages.ts): product.md §2.8 "Course load" and the
 * server's refusals, shown by the reader and by the content admin, whose edits refuse with the
 * same not-found texts.
 */
addMessageTranslations(courseMessageTable, {
  hi: {
    premium: 'यह lesson Kodeshala Premium का हिस्सा है। हर module का हर lesson खोलने के लिए subscribe करें।',
    courseNotFound: 'ID "{{id}}" वाला course नहीं मिला',
    moduleNotFound: 'ID "{{id}}" वाला module नहीं मिला',
    lessonNotFound: 'ID "{{id}}" वाला lesson नहीं मिला',
    lessonNotInCourse: 'Lesson "{{lessonId}}" course "{{courseId}}" का हिस्सा नहीं है।',
    notAQuiz: 'Lesson "{{lessonId}}" में "{{blockId}}" कोई quiz नहीं है।',
    notAnOption: '"{{optionId}}" इस quiz का option नहीं है। Lesson को फिर से load करें और उसका कोई एक option चुनें।',
    serverIssues: 'Server में अभी दिक्कत है। कृपया थोड़ी देर बाद कोशिश करें।',
    timedOut: 'जवाब आने में बहुत देर हो गई। अपना इंटरनेट चेक करें और फिर से कोशिश करें।',
    forbidden: 'यहाँ पहुँच नहीं है। अपना subscription चेक करें या फिर से login करें।',
    serverError: 'Server में गड़बड़ी है। हमारी team को बता दिया गया है। कृपया बाद में कोशिश करें।',
    loadFailed: 'कोर्स लोड नहीं हो सका',
    contentRequired: 'कृपया HTML content या कम से कम एक content block जोड़ें',
    slugShape: 'छोटे अक्षर, अंक और एक-एक hyphen इस्तेमाल करें।',
    answerNotAnOption: 'सही जवाब किसी एक option पर होना चाहिए।',
    checkOneThing: 'एक check एक ही चीज़ जाँचता है: text, style और attribute में से ज़्यादा से ज़्यादा एक दें।',
    exerciseNeedsCheck: 'Exercise में कम से कम एक check होना चाहिए।',
    searchTooShort: 'खोजने के लिए कम से कम {{min}} अक्षर लिखें।',
    quizNeedsOption: 'Quiz block में कम से कम एक option होना चाहिए।',
    runnableNeedsOutput: 'चलने वाले {{language}} sample में expectedOutput होना चाहिए (या runnable: false)।',
  },
  te: {
    premium: 'ఈ lesson Kodeshala Premium లో భాగం. ప్రతి module లోని ప్రతి lesson తెరవడానికి subscribe చేయండి.',
    courseNotFound: 'ID "{{id}}" ఉన్న course కనిపించలేదు',
    moduleNotFound: 'ID "{{id}}" ఉన్న module కనిపించలేదు',
    lessonNotFound: 'ID "{{id}}" ఉన్న lesson కనిపించలేదు',
    lessonNotInCourse: 'Lesson "{{lessonId}}" course "{{courseId}}" లో భాగం కాదు.',
    notAQuiz: 'Lesson "{{lessonId}}" లో "{{blockId}}" quiz కాదు.',
    notAnOption: '"{{optionId}}" ఈ quiz లో option కాదు. Lesson ను మళ్ళీ load చేసి, దాని options లో ఒకటి ఎంచుకోండి.',
    serverIssues: 'Server లో ప్రస్తుతం సమస్య ఉంది. దయచేసి కాసేపటి తర్వాత ప్రయత్నించండి.',
    timedOut: 'జవాబు రావడానికి చాలా సమయం పట్టింది. మీ ఇంటర్నెట్ చెక్ చేసి మళ్ళీ ప్రయత్నించండి.',
    forbidden: 'అనుమతి లేదు. మీ subscription చెక్ చేయండి లేదా మళ్ళీ login చేయండి.',
    serverError: 'Server లోపం. మా team కి తెలియజేశాం. దయచేసి తర్వాత ప్రయత్నించండి.',
    loadFailed: 'కోర్సు లోడ్ కాలేదు',
    contentRequired: 'దయచేసి HTML content లేదా కనీసం ఒక content block జోడించండి',
    slugShape: 'చిన్న అక్షరాలు, అంకెలు, ఒక్కో hyphen మాత్రమే వాడండి.',
    answerNotAnOption: 'సరైన జవాబు options లో ఒకటి అయి ఉండాలి.',
    checkOneThing: 'ఒక check ఒకే విషయం చూస్తుంది: text, style, attribute లో గరిష్టంగా ఒకటి ఇవ్వండి.',
    exerciseNeedsCheck: 'Exercise కి కనీసం ఒక check కావాలి.',
    searchTooShort: 'వెతకడానికి కనీసం {{min}} అక్షరాలు టైప్ చేయండి.',
    quizNeedsOption: 'Quiz block లో కనీసం ఒక option ఉండాలి.',
    runnableNeedsOutput: 'నడిచే {{language}} sample కి expectedOutput కావాలి (లేదా runnable: false).',
  },
});
