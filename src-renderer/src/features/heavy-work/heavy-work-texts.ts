import { heavyWorkMessageTable } from '@shared/heavy-work/messages';
import { addMessageTranslations } from '../../core/i18n';

/** The heavy-work pool's own words (a busy server, a file it could not write), shown by every screen that sends it a file. */
const hi: Record<keyof typeof heavyWorkMessageTable.templates, string> = {
  busy: 'Server अभी दूसरी files पढ़ने और बनाने में व्यस्त है। कुछ नहीं बदला: कुछ seconds बाद फिर कोशिश करें।',
  pdfFailed: 'PDF अभी नहीं बन पाई। कुछ नहीं बदला: कुछ seconds बाद फिर कोशिश करें।',
  fileFailed: 'File अभी नहीं लिखी जा सकी। कुछ नहीं बदला: कुछ seconds बाद फिर कोशिश करें।',
  exportTooLarge: 'यह export बनने में बहुत समय ले रहा था या बहुत बड़ा हो गया। List की search और filters से इसे छोटा करें (CSV सबसे हल्का format है), फिर export करें।',
  courseFileSlow: 'यह course file पढ़ने में बहुत समय लगा: इसमें course से कहीं ज़्यादा nesting या दोहराव (YAML aliases) है। दोहराए गए हिस्से alias के बिना पूरे लिखें, या course को बाँटें, फिर import करें।',
};
const te: Record<keyof typeof heavyWorkMessageTable.templates, string> = {
  busy: 'Server ఇప్పుడు వేరే files చదవడం, తయారు చేయడంలో బిజీగా ఉంది. ఏమీ మారలేదు: కొన్ని seconds తర్వాత మళ్ళీ ప్రయత్నించండి.',
  pdfFailed: 'PDF ఇప్పుడు తయారు కాలేదు. ఏమీ మారలేదు: కొన్ని seconds తర్వాత మళ్ళీ ప్రయత్నించండి.',
  fileFailed: 'File ఇప్పుడు రాయలేకపోయాము. ఏమీ మారలేదు: కొన్ని seconds తర్వాత మళ్ళీ ప్రయత్నించండి.',
  exportTooLarge: 'ఈ export తయారవడానికి చాలా సమయం పట్టింది లేదా చాలా పెద్దదైంది. List లోని search, filters తో దాన్ని చిన్నది చేయండి (CSV అన్నిటికంటే తేలికైన format), తర్వాత మళ్ళీ export చేయండి.',
  courseFileSlow: 'ఈ course file చదవడానికి చాలా సమయం పట్టింది: ఇందులో course కంటే చాలా ఎక్కువ nesting లేదా పునరావృతం (YAML aliases) ఉంది. పునరావృత భాగాలను రాసి పెట్టండి, లేదా course ను విభజించి, మళ్ళీ import చేయండి.',
};

addMessageTranslations(heavyWorkMessageTable, { hi, te });
