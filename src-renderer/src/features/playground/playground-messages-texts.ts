import { playgroundMessageTable } from '@shared/playground/messages';
import { runnerMessageTable } from '@shared/runner/messages';
import { addMessageTranslations } from '../../core/i18n';

/** The code runner's refusals (src-shared/runner/messages.ts), as the playground and the lessons' code blocks show them. */
addMessageTranslations(runnerMessageTable, {
  hi: {
    filesTooLarge: 'Program की files मिलाकर {{kb}} KB से ज़्यादा हैं। Program को {{kb}} KB से छोटा रखें।',
    busy: 'Code runner अभी व्यस्त है। कुछ सेकंड बाद फिर कोशिश करें।',
    jsonOnly: 'Request का type application/json होना चाहिए',
    connectionLost: 'आपका program चलते समय Kodeshala server से connection टूट गया। कृपया उसे फिर से चलाएँ।',
    ranThisMinute: 'पिछले एक मिनट में आप जितने programs चला सकते थे ({{count}}), चला चुके हैं। थोड़ा रुककर फिर चलाएँ।',
    stillRunning: 'आपके जितने programs एक साथ चल सकते हैं ({{count}}), उतने चल रहे हैं। किसी एक के खत्म होने का इंतज़ार करें, फिर चलाएँ।',
    unreachable: 'Code runner जवाब नहीं दे रहा। एक मिनट बाद फिर कोशिश करें।',
    switchedOff: 'इस server पर code चलाना बंद है: {{reason}}',
    sandboxMissing: 'sandbox नहीं मिला।',
  },
  te: {
    filesTooLarge: 'Program files మొత్తం {{kb}} KB కంటే ఎక్కువ ఉన్నాయి. Program ను {{kb}} KB లోపు ఉంచండి.',
    busy: 'Code runner ఇప్పుడు బిజీగా ఉంది. కొన్ని సెకన్ల తర్వాత మళ్ళీ ప్రయత్నించండి.',
    jsonOnly: 'Request type application/json అయి ఉండాలి',
    connectionLost: 'మీ program నడుస్తున్నప్పుడు Kodeshala server తో connection తెగిపోయింది. దయచేసి మళ్ళీ run చేయండి.',
    ranThisMinute: 'గత నిమిషంలో మీరు నడపగలిగినన్ని programs ({{count}}) నడిపారు. కాసేపు ఆగి మళ్ళీ run చేయండి.',
    stillRunning: 'ఒకేసారి నడపగలిగినన్ని programs ({{count}}) ఇప్పుడు నడుస్తున్నాయి. ఒకటి పూర్తయ్యే వరకు ఆగి, తర్వాత run చేయండి.',
    unreachable: 'Code runner జవాబు ఇవ్వడం లేదు. ఒక నిమిషం తర్వాత మళ్ళీ ప్రయత్నించండి.',
    switchedOff: 'ఈ server లో code run చేయడం ఆపివేయబడింది: {{reason}}',
    sandboxMissing: 'sandbox కనిపించలేదు.',
  },
});

/** The playground's own refusals (src-shared/playground/messages.ts). */
addMessageTranslations(playgroundMessageTable, {
  hi: {
    tooManyProjects: 'आप ज़्यादा से ज़्यादा {{max}} projects रख सकते हैं। पहले कोई ऐसा project delete करें जिसकी अब ज़रूरत नहीं।',
    tooManyRequests: 'Playground से बहुत ज़्यादा requests आईं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  },
  te: {
    tooManyProjects: 'మీరు గరిష్టంగా {{max}} projects ఉంచుకోవచ్చు. ముందు అవసరం లేని ఒక project ను delete చేయండి.',
    tooManyRequests: 'Playground నుంచి చాలా ఎక్కువ requests వచ్చాయి. దయచేసి ఒక నిమిషం ఆగి మళ్ళీ ప్రయత్నించండి.',
  },
});
