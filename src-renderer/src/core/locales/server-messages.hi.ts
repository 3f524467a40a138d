import type { httpMessageTable } from '@shared/http/messages';
import type { syncMessageTable } from '@shared/sync/messages';

export const hiHttp: Record<keyof typeof httpMessageTable.templates, string> = {
  restarting: 'Server फिर से शुरू हो रहा है। कृपया थोड़ी देर में फिर कोशिश करें।',
  desktopOnly: 'यह server सिर्फ़ इसी computer पर चल रहे Kodeshala app को जवाब देता है।',
  noApiRoute: '{{method}} {{path}} से कोई API route मेल नहीं खाता।',
  nothingAt: '{{path}} पर कुछ नहीं मिला।',
  methodNotAllowed: '{{path}} पर {{method}} की इजाज़त नहीं है। {{allowed}} इस्तेमाल करें।',
  invalidJson: 'Request का body सही JSON नहीं है।',
  bodyTooLarge: 'Request का body {{kb}} KB से बड़ा है।',
  contentTypeRefused: 'यहाँ यह content type नहीं लिया जाता।',
  invalidField: '{{where}} सही नहीं है: {{reason}}',
  invalidRequest: 'यह address या request सही नहीं है।',
  badEscape: 'यह address सही नहीं है: इसमें एक %-escape (जैसे %zz, या टूटा हुआ UTF-8 sequence) पढ़ा नहीं जा सकता।',
  parameterTooLong: 'इस address का एक हिस्सा बहुत लंबा है (ज़्यादा से ज़्यादा {{max}} अक्षर)।',
  headersTooLarge: 'Request के headers बहुत बड़े हैं।',
  requestTimeout: 'Request आने में बहुत देर लगी। कृपया फिर कोशिश करें।',
  notHttp: 'यह request सही HTTP नहीं है।',
  internal: 'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें। (Reference {{requestId}})',
  storageFull: 'Server की storage भर गई है, इसलिए यह save नहीं हो सका। कुछ नहीं बदला: कृपया बाद में फिर कोशिश करें।',
  databaseDown: 'Server अभी अपने database तक नहीं पहुँच पा रहा। कुछ नहीं बदला: कृपया थोड़ी देर में फिर कोशिश करें।',
  nulCharacter: 'इस text से NUL character (U+0000) हटाएँ।',
  loneSurrogate: 'इस text से टूटा हुआ character (अकेला UTF-16 surrogate) हटाएँ।',
  timestamp: 'तारीख और समय उसी रूप में भेजें जैसे server देता है, जैसे 2026-01-31T09:30:00.000Z।',
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
  platformAddress: 'Platform का address लिखें, जो https:// (या http://) से शुरू हो।',
};
