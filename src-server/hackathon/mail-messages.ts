import type { AppLanguage } from '@shared/i18n/languages';

/**
 * The hackathon e-mails' words in the three languages (product.md §3.4, §3.7), chosen by the
 * registering account's language. English is the spec's text, word for word. Names, ids, amounts,
 * addresses and the organisers' own subject and message stay as they were written.
 */
export interface HackathonMailMessages {
  hello: (name: string) => string;
  registrationId: string;
  team: string;
  teamKind: (size: number) => string;
  leader: string;
  problemStatement: string;
  feePaid: string;
  paymentId: string;
  paidOn: string;
  confirmed: (event: string) => string;
  confirmedSubject: (event: string, id: string) => string;
  confirmedByOrganisers: string;
  dashboardLine: string;
  receiptSeparately: string;
  seeYou: string;
  teamKodeshala: string;
  reminder: (event: string) => string;
  reminderSubject: (event: string, id: string) => string;
  feeDue: string;
  payFromDashboard: string;
  registrationLine: (event: string, id: string) => string;
  announcements: Record<'waitlisted' | 'rejected', { subject: (event: string, id: string) => string; body: string }>;
  // The organisers' e-mails (admin-mail-templates.ts).
  organiserNote: (message: string) => string;
  dashboardLink: string;
  waitingSubject: (event: string, id: string) => string;
  waitingBody: (event: string) => string;
  waitingHowTo: string;
  amountDue: string;
  completePayment: string;
  updateSubject: (event: string) => string;
  testSubject: (event: string) => string;
  testBody: (event: string) => string;
  regards: string;
  certificateSubject: (event: string) => string;
  certificateBody: (event: string) => string;
  certificateCheck: string;
  verificationCode: string;
  yourCertificate: string;
  withThanks: string;
  eventTeam: (event: string) => string;
}

export const hackathonMailMessages: Record<AppLanguage, HackathonMailMessages> = {
  en: {
    hello: (name) => `Hello ${name},`,
    registrationId: 'Registration id',
    team: 'Team',
    teamKind: (size) => (size === 1 ? 'individual' : `team of ${size}`),
    leader: 'leader',
    problemStatement: 'Problem statement',
    feePaid: 'Fee paid',
    paymentId: 'Payment id',
    paidOn: 'Paid on',
    confirmed: (event) => `Your registration for ${event} is confirmed. Welcome to the hackathon, warrior!`,
    confirmedSubject: (event, id) => `${event}: registration ${id} confirmed`,
    confirmedByOrganisers: 'Confirmed by the organisers.',
    dashboardLine: 'Your participant dashboard (teams, submissions, resources)',
    receiptSeparately: 'The receipt for this payment comes in a separate e-mail and stays in your payment history.',
    seeYou: 'See you on the battlefield,',
    teamKodeshala: 'Team Kodeshala',
    reminder: (event) => `Your registration for ${event} is saved, but its fee is not paid yet. Complete the payment to secure your battlefield position.`,
    reminderSubject: (event, id) => `${event}: complete the payment for registration ${id}`,
    feeDue: 'Fee due',
    payFromDashboard: 'Pay from your participant dashboard',
    registrationLine: (event, id) => `${event}, registration ${id}.`,
    announcements: {
      waitlisted: {
        subject: (event, id) => `${event}: registration ${id} is on the waitlist`,
        body: 'Your registration is on the waitlist. The organisers will write to you as soon as a place opens up; you need to do nothing until then.',
      },
      rejected: {
        subject: (event, id) => `${event}: registration ${id} was not accepted`,
        body: 'We are sorry: the organisers could not accept your registration. If you paid the fee, the organisers will contact you about its refund.',
      },
    },
    organiserNote: (message) => `A message from the organisers:\n${message}`,
    dashboardLink: 'Your participant dashboard',
    waitingSubject: (event, id) => `${event}: registration ${id} is waiting for its fee`,
    waitingBody: (event) => `Your registration for ${event} is saved, but its fee has not been paid yet.`,
    waitingHowTo: 'Your place is secured once the payment is complete: open your dashboard and choose Pay.',
    amountDue: 'Amount due',
    completePayment: 'Complete the payment',
    updateSubject: (event) => `${event}: an update from the organisers`,
    testSubject: (event) => `${event}: test e-mail`,
    testBody: (event) => `This is a test e-mail from the ${event} organisers. It shows that mail to this address arrives; there is nothing you need to do.`,
    regards: 'Regards,',
    certificateSubject: (event) => `${event}: your participation certificate is ready`,
    certificateBody: (event) => `Thank you for taking part in ${event}. Your participation certificate is ready.`,
    certificateCheck: 'Anyone you show it to can check it with its verification code on the page below.',
    verificationCode: 'Verification code',
    yourCertificate: 'Your certificate',
    withThanks: 'With thanks,',
    eventTeam: (event) => `The ${event} team, Kodeshala`,
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    registrationId: 'रजिस्ट्रेशन id',
    team: 'टीम',
    teamKind: (size) => (size === 1 ? 'अकेले' : `${size} लोगों की टीम`),
    leader: 'लीडर',
    problemStatement: 'प्रॉब्लम स्टेटमेंट',
    feePaid: 'चुकाई गई फ़ीस',
    paymentId: 'पेमेंट id',
    paidOn: 'पेमेंट की तारीख',
    confirmed: (event) => `${event} के लिए आपका रजिस्ट्रेशन पक्का हो गया है। हैकथॉन में आपका स्वागत है, योद्धा!`,
    confirmedSubject: (event, id) => `${event}: रजिस्ट्रेशन ${id} पक्का हुआ`,
    confirmedByOrganisers: 'आयोजकों ने पक्का किया।',
    dashboardLine: 'आपका प्रतिभागी डैशबोर्ड (टीमें, सबमिशन, संसाधन)',
    receiptSeparately: 'इस पेमेंट की रसीद अलग ईमेल में आएगी और आपकी पेमेंट हिस्ट्री में रहेगी।',
    seeYou: 'मैदान में मिलते हैं,',
    teamKodeshala: 'टीम Kodeshala',
    reminder: (event) => `${event} के लिए आपका रजिस्ट्रेशन सेव है, पर उसकी फ़ीस अभी नहीं चुकाई गई है। मैदान में अपनी जगह पक्की करने के लिए पेमेंट पूरा करें।`,
    reminderSubject: (event, id) => `${event}: रजिस्ट्रेशन ${id} का पेमेंट पूरा करें`,
    feeDue: 'बाकी फ़ीस',
    payFromDashboard: 'अपने प्रतिभागी डैशबोर्ड से पेमेंट करें',
    registrationLine: (event, id) => `${event}, रजिस्ट्रेशन ${id}।`,
    announcements: {
      waitlisted: {
        subject: (event, id) => `${event}: रजिस्ट्रेशन ${id} वेटलिस्ट में है`,
        body: 'आपका रजिस्ट्रेशन वेटलिस्ट में है। जैसे ही जगह खाली होगी, आयोजक आपको लिखेंगे; तब तक आपको कुछ नहीं करना है।',
      },
      rejected: {
        subject: (event, id) => `${event}: रजिस्ट्रेशन ${id} स्वीकार नहीं हुआ`,
        body: 'हमें खेद है: आयोजक आपका रजिस्ट्रेशन स्वीकार नहीं कर पाए। अगर आपने फ़ीस चुकाई है, तो आयोजक उसके रिफ़ंड के बारे में आपसे संपर्क करेंगे।',
      },
    },
    organiserNote: (message) => `आयोजकों का संदेश:\n${message}`,
    dashboardLink: 'आपका प्रतिभागी डैशबोर्ड',
    waitingSubject: (event, id) => `${event}: रजिस्ट्रेशन ${id} की फ़ीस बाकी है`,
    waitingBody: (event) => `${event} के लिए आपका रजिस्ट्रेशन सेव है, पर उसकी फ़ीस अभी तक नहीं चुकाई गई है।`,
    waitingHowTo: 'पेमेंट पूरा होते ही आपकी जगह पक्की हो जाएगी: अपना डैशबोर्ड खोलें और Pay चुनें।',
    amountDue: 'बाकी रकम',
    completePayment: 'पेमेंट पूरा करें',
    updateSubject: (event) => `${event}: आयोजकों की ओर से नई जानकारी`,
    testSubject: (event) => `${event}: टेस्ट ईमेल`,
    testBody: (event) => `यह ${event} के आयोजकों का टेस्ट ईमेल है। इससे पता चलता है कि इस पते पर मेल पहुँचती है; आपको कुछ नहीं करना है।`,
    regards: 'शुभकामनाओं के साथ,',
    certificateSubject: (event) => `${event}: आपका पार्टिसिपेशन सर्टिफ़िकेट तैयार है`,
    certificateBody: (event) => `${event} में हिस्सा लेने के लिए धन्यवाद। आपका पार्टिसिपेशन सर्टिफ़िकेट तैयार है।`,
    certificateCheck: 'आप जिसे भी इसे दिखाएँ, वह नीचे दिए पेज पर इसके वेरिफ़िकेशन कोड से इसे जाँच सकता है।',
    verificationCode: 'वेरिफ़िकेशन कोड',
    yourCertificate: 'आपका सर्टिफ़िकेट',
    withThanks: 'धन्यवाद सहित,',
    eventTeam: (event) => `${event} टीम, Kodeshala`,
  },
  te: {
    hello: (name) => `నమస్కారం ${name},`,
    registrationId: 'రిజిస్ట్రేషన్ id',
    team: 'టీమ్',
    teamKind: (size) => (size === 1 ? 'ఒక్కరే' : `${size} మంది టీమ్`),
    leader: 'లీడర్',
    problemStatement: 'ప్రాబ్లమ్ స్టేట్‌మెంట్',
    feePaid: 'చెల్లించిన ఫీజు',
    paymentId: 'పేమెంట్ id',
    paidOn: 'చెల్లించిన తేదీ',
    confirmed: (event) => `${event}కి మీ రిజిస్ట్రేషన్ ఖరారైంది. హ్యాకథాన్‌కి స్వాగతం, యోధా!`,
    confirmedSubject: (event, id) => `${event}: రిజిస్ట్రేషన్ ${id} ఖరారైంది`,
    confirmedByOrganisers: 'నిర్వాహకులు ఖరారు చేశారు.',
    dashboardLine: 'మీ పార్టిసిపెంట్ డాష్‌బోర్డ్ (టీమ్‌లు, సబ్మిషన్లు, రిసోర్సులు)',
    receiptSeparately: 'ఈ పేమెంట్ రసీదు వేరే ఈమెయిల్‌లో వస్తుంది, మీ పేమెంట్ హిస్టరీలో ఉంటుంది.',
    seeYou: 'యుద్ధభూమిలో కలుద్దాం,',
    teamKodeshala: 'టీమ్ Kodeshala',
    reminder: (event) => `${event}కి మీ రిజిస్ట్రేషన్ సేవ్ అయింది, కానీ ఫీజు ఇంకా చెల్లించలేదు. యుద్ధభూమిలో మీ స్థానం ఖాయం చేసుకోవడానికి పేమెంట్ పూర్తి చేయండి.`,
    reminderSubject: (event, id) => `${event}: రిజిస్ట్రేషన్ ${id} పేమెంట్ పూర్తి చేయండి`,
    feeDue: 'చెల్లించాల్సిన ఫీజు',
    payFromDashboard: 'మీ పార్టిసిపెంట్ డాష్‌బోర్డ్ నుంచి చెల్లించండి',
    registrationLine: (event, id) => `${event}, రిజిస్ట్రేషన్ ${id}.`,
    announcements: {
      waitlisted: {
        subject: (event, id) => `${event}: రిజిస్ట్రేషన్ ${id} వెయిట్‌లిస్ట్‌లో ఉంది`,
        body: 'మీ రిజిస్ట్రేషన్ వెయిట్‌లిస్ట్‌లో ఉంది. చోటు ఖాళీ అవ్వగానే నిర్వాహకులు మీకు రాస్తారు; అప్పటి వరకు మీరు ఏమీ చేయనక్కర్లేదు.',
      },
      rejected: {
        subject: (event, id) => `${event}: రిజిస్ట్రేషన్ ${id} అంగీకరించబడలేదు`,
        body: 'క్షమించండి: నిర్వాహకులు మీ రిజిస్ట్రేషన్‌ను అంగీకరించలేకపోయారు. మీరు ఫీజు చెల్లించి ఉంటే, రీఫండ్ గురించి నిర్వాహకులు మిమ్మల్ని సంప్రదిస్తారు.',
      },
    },
    organiserNote: (message) => `నిర్వాహకుల నుంచి సందేశం:\n${message}`,
    dashboardLink: 'మీ పార్టిసిపెంట్ డాష్‌బోర్డ్',
    waitingSubject: (event, id) => `${event}: రిజిస్ట్రేషన్ ${id} ఫీజు కోసం ఎదురుచూస్తోంది`,
    waitingBody: (event) => `${event}కి మీ రిజిస్ట్రేషన్ సేవ్ అయింది, కానీ ఫీజు ఇంకా చెల్లించలేదు.`,
    waitingHowTo: 'పేమెంట్ పూర్తవగానే మీ స్థానం ఖాయం: మీ డాష్‌బోర్డ్ తెరిచి Pay ఎంచుకోండి.',
    amountDue: 'చెల్లించాల్సిన మొత్తం',
    completePayment: 'పేమెంట్ పూర్తి చేయండి',
    updateSubject: (event) => `${event}: నిర్వాహకుల నుంచి అప్‌డేట్`,
    testSubject: (event) => `${event}: టెస్ట్ ఈమెయిల్`,
    testBody: (event) => `ఇది ${event} నిర్వాహకుల టెస్ట్ ఈమెయిల్. ఈ అడ్రస్‌కి మెయిల్ చేరుతోందని ఇది చూపిస్తుంది; మీరు ఏమీ చేయనక్కర్లేదు.`,
    regards: 'శుభాకాంక్షలతో,',
    certificateSubject: (event) => `${event}: మీ పార్టిసిపేషన్ సర్టిఫికెట్ సిద్ధంగా ఉంది`,
    certificateBody: (event) => `${event}లో పాల్గొన్నందుకు ధన్యవాదాలు. మీ పార్టిసిపేషన్ సర్టిఫికెట్ సిద్ధంగా ఉంది.`,
    certificateCheck: 'మీరు ఎవరికి చూపించినా, కింది పేజీలో దాని వెరిఫికేషన్ కోడ్‌తో వాళ్ళు చెక్ చేసుకోవచ్చు.',
    verificationCode: 'వెరిఫికేషన్ కోడ్',
    yourCertificate: 'మీ సర్టిఫికెట్',
    withThanks: 'ధన్యవాదాలతో,',
    eventTeam: (event) => `${event} టీమ్, Kodeshala`,
  },
};
