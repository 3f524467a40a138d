import type { httpMessageTable } from '@shared/http/messages';
import type { syncMessageTable } from '@shared/sync/messages';

export const hiHttp: Record<keyof typeof httpMessageTable.templates, string> = {
  restarting: 'Server फिर से शुरू हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।',
  desktopOnly: 'यह server सिर्फ़ इसी computer पर चल रहे Kodeshala app को जवाब देता है।',
};

export const hiSync: Record<keyof typeof syncMessageTable.templates, string> = {
  paymentsOffline: 'Payment के लिए Kodeshala server से connection चाहिए। आप offline हैं; online होने पर फिर कोशिश करें।',
  runOffline: 'Code चलाने के लिए Kodeshala server से connection चाहिए। आप offline हैं; online होने पर फिर कोशिश करें।',
  signInOffline: 'Login करने के लिए Kodeshala server से connection चाहिए। आप offline हैं; online होने पर फिर कोशिश करें।',
  tutorOffline: 'AI tutor के लिए Kodeshala server से connection चाहिए। आप offline हैं; online होने पर फिर कोशिश करें।',
  quizOffline: 'Timed quiz के लिए Kodeshala server से connection चाहिए, उसी के पास quiz की घड़ी रहती है। आप offline हैं; online होने पर फिर कोशिश करें।',
  teamOffline: 'Team बनाने या उसमें जुड़ने के लिए Kodeshala server से connection चाहिए, वही team codes देता है। आप offline हैं; online होने पर फिर कोशिश करें।',
  pageNotKept: 'आप offline हैं, और online रहते समय यह page इस computer पर save नहीं हुआ था। Online होने पर फिर कोशिश करें।',
  changeNeedsServer: 'आप offline हैं, और यह बदलाव सिर्फ़ Kodeshala server पर ही हो सकता है। Online होने पर फिर कोशिश करें।',
  badIdempotencyKey: 'Idempotency-Key में 8 से 100 तक अक्षर, अंक, "-" या "_" होने चाहिए।',
  keyReused: 'Idempotency-Key "{{key}}" किसी दूसरी request के लिए इस्तेमाल हो चुकी है; नई request के लिए नई key भेजें।',
  stillSaving: 'यह बदलाव अभी save हो रहा है; थोड़ी देर में फिर कोशिश करें।',
  conflictResolved: 'यह टकराव पहले ही सुलझाया जा चुका है।',
  chooseSide: '"mine", "server" या "both" में से एक चुनें।',
};
