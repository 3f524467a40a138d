import type { httpMessageTable } from '@shared/http/messages';
import type { syncMessageTable } from '@shared/sync/messages';

export const teHttp: Record<keyof typeof httpMessageTable.templates, string> = {
  restarting: 'Server మళ్ళీ మొదలవుతోంది. దయచేసి కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
  desktopOnly: 'ఈ server ఈ computer లోని Kodeshala app కి మాత్రమే జవాబు ఇస్తుంది.',
  noApiRoute: '{{method}} {{path}} కి సరిపోయే API route ఏదీ లేదు.',
  nothingAt: '{{path}} లో ఏమీ లేదు.',
  methodNotAllowed: '{{path}} పై {{method}} కి అనుమతి లేదు. {{allowed}} వాడండి.',
  invalidJson: 'Request body సరైన JSON కాదు.',
  bodyTooLarge: 'Request body {{kb}} KB కంటే పెద్దది.',
  contentTypeRefused: 'ఇక్కడ ఈ content type తీసుకోబడదు.',
  invalidField: '{{where}} సరిగా లేదు: {{reason}}',
  invalidRequest: 'ఈ address లేదా request సరైనది కాదు.',
  badEscape: 'ఈ address సరైనది కాదు: ఇందులోని ఒక %-escape (%zz లాంటిది, లేదా విరిగిన UTF-8 sequence) చదవలేము.',
  parameterTooLong: 'ఈ address లోని ఒక భాగం చాలా పొడవుగా ఉంది (గరిష్టంగా {{max}} అక్షరాలు).',
  headersTooLarge: 'Request headers చాలా పెద్దవి.',
  requestTimeout: 'Request రావడానికి చాలా సమయం పట్టింది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  notHttp: 'ఈ request సరైన HTTP కాదు.',
  internal: 'మా వైపు ఏదో తప్పు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి. (Reference {{requestId}})',
  storageFull: 'Server storage నిండిపోయింది, కాబట్టి ఇది save కాలేదు. ఏమీ మారలేదు: దయచేసి తర్వాత మళ్ళీ ప్రయత్నించండి.',
  databaseDown: 'Server ఇప్పుడు తన database ను చేరుకోలేకపోతోంది. ఏమీ మారలేదు: దయచేసి కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
  nulCharacter: 'ఈ text నుండి NUL character (U+0000) ను తీసేయండి.',
  loneSurrogate: 'ఈ text నుండి విరిగిన character (ఒంటరి UTF-16 surrogate) ను తీసేయండి.',
  timestamp: 'Server ఇచ్చే రూపంలోనే తేదీ, సమయం పంపండి, ఉదా. 2026-01-31T09:30:00.000Z.',
};

export const teSync: Record<keyof typeof syncMessageTable.templates, string> = {
  paymentsOffline: 'Payments కి Kodeshala server తో connection కావాలి. మీరు offline లో ఉన్నారు; online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  runOffline: 'Code run చేయడానికి Kodeshala server తో connection కావాలి. మీరు offline లో ఉన్నారు; online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  signInOffline: 'Login కావడానికి Kodeshala server తో connection కావాలి. మీరు offline లో ఉన్నారు; online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  tutorOffline: 'AI tutor కి Kodeshala server తో connection కావాలి. మీరు offline లో ఉన్నారు; online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  quizOffline: 'Timed quizzes కి Kodeshala server తో connection కావాలి, వాటి గడియారం అదే చూసుకుంటుంది. మీరు offline లో ఉన్నారు; online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  teamOffline: 'Team సృష్టించడానికి లేదా చేరడానికి Kodeshala server తో connection కావాలి, team codes అదే ఇస్తుంది. మీరు offline లో ఉన్నారు; online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  pageNotKept: 'మీరు offline లో ఉన్నారు, online లో ఉన్నప్పుడు ఈ page ఈ computer లో save కాలేదు. Online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  changeNeedsServer: 'మీరు offline లో ఉన్నారు, ఈ మార్పు Kodeshala server లో మాత్రమే చేయగలం. Online కి వచ్చాక మళ్ళీ ప్రయత్నించండి.',
  badIdempotencyKey: 'Idempotency-Key లో 8 నుంచి 100 వరకు అక్షరాలు, అంకెలు, "-" లేదా "_" ఉండాలి.',
  keyReused: 'Idempotency-Key "{{key}}" ఇంతకు ముందే వేరే request కి వాడారు; కొత్త request కి కొత్త key పంపండి.',
  stillSaving: 'ఈ మార్పు ఇంకా save అవుతోంది; కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
  conflictResolved: 'ఈ conflict ఇప్పటికే పరిష్కరించబడింది.',
  chooseSide: '"mine", "server" లేదా "both" లో ఒకటి ఎంచుకోండి.',
  platformAddress: 'https:// (లేదా http://) తో మొదలయ్యే platform address రాయండి.',
};
