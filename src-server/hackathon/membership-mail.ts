import type { AppLanguage } from '@shared/i18n/languages';
import { hackathonMailMessages } from './mail-messages';

/** The membership e-mails' kinds in the outbox (product.md §3.4 "Members and invitations"). */
export const membershipMailKinds = {
  invitation: 'hackathon_invitation',
  teamChange: 'hackathon_team_change',
  removed: 'hackathon_member_removed',
  lapsed: 'hackathon_registration_lapsed',
} as const;

/** What happened to the team, told to its leader. */
export type TeamChange =
  | { kind: 'accepted'; name: string }
  | { kind: 'declined'; name: string }
  | { kind: 'removed'; name: string }
  | { kind: 'replaced'; oldName: string; newName: string }
  | { kind: 'code'; code: string };

interface MembershipMessages {
  invitationSubject: (event: string, leader: string) => string;
  invited: (leader: string, team: string, event: string) => string;
  answerHow: string;
  codeLine: string;
  changeSubject: (event: string, team: string) => string;
  change: (change: TeamChange) => string;
  removedSubject: (event: string, team: string) => string;
  removedBody: (team: string) => string;
  lapsedSubject: (event: string, id: string) => string;
  lapsedBody: (hours: number) => string;
}

const words: Record<AppLanguage, MembershipMessages> = {
  en: {
    invitationSubject: (event, leader) => `${event}: ${leader} invited you to their team`,
    invited: (leader, team, event) => `${leader} registered team '${team}' for ${event} and declared you as a member.`,
    answerHow: 'Sign in with this e-mail address and accept or decline the invitation on your participant dashboard',
    codeLine: 'Team code',
    changeSubject: (event, team) => `${event}: a change in team '${team}'`,
    change: (change) => {
      switch (change.kind) {
        case 'accepted':
          return `${change.name} accepted the invitation and is in the team.`;
        case 'declined':
          return `${change.name} declined the invitation. Their address is free again; you can invite someone else in their place.`;
        case 'removed':
          return `${change.name} is no longer in the team.`;
        case 'replaced':
          return `${change.newName} is invited in place of ${change.oldName}.`;
        case 'code':
          return `The team has a new code: ${change.code}. The old one no longer works.`;
      }
    },
    removedSubject: (event, team) => `${event}: you are no longer in team '${team}'`,
    removedBody: (team) => `The leader of team '${team}' took you off the team. Your address is free for another team.`,
    lapsedSubject: (event, id) => `${event}: registration ${id} lapsed unpaid`,
    lapsedBody: (hours) => `Your registration was not paid within ${hours} hours, so it lapsed and every member's address is free again. You can register again while registration is open.`,
  },
  hi: {
    invitationSubject: (event, leader) => `${event}: ${leader} ने आपको अपनी टीम में आमंत्रित किया है`,
    invited: (leader, team, event) => `${leader} ने ${event} के लिए टीम '${team}' पंजीकृत की है और आपको सदस्य के रूप में जोड़ा है।`,
    answerHow: 'इसी ई-मेल पते से साइन इन करें और अपने प्रतिभागी डैशबोर्ड पर आमंत्रण स्वीकार या अस्वीकार करें',
    codeLine: 'टीम कोड',
    changeSubject: (event, team) => `${event}: टीम '${team}' में बदलाव`,
    change: (change) => {
      switch (change.kind) {
        case 'accepted':
          return `${change.name} ने आमंत्रण स्वीकार कर लिया है और टीम में हैं।`;
        case 'declined':
          return `${change.name} ने आमंत्रण अस्वीकार कर दिया। उनका पता फिर से मुक्त है; आप उनकी जगह किसी और को आमंत्रित कर सकते हैं।`;
        case 'removed':
          return `${change.name} अब टीम में नहीं हैं।`;
        case 'replaced':
          return `${change.oldName} की जगह ${change.newName} को आमंत्रित किया गया है।`;
        case 'code':
          return `टीम का नया कोड: ${change.code}। पुराना कोड अब काम नहीं करता।`;
      }
    },
    removedSubject: (event, team) => `${event}: अब आप टीम '${team}' में नहीं हैं`,
    removedBody: (team) => `टीम '${team}' के लीडर ने आपको टीम से हटा दिया है। आपका पता किसी दूसरी टीम के लिए मुक्त है।`,
    lapsedSubject: (event, id) => `${event}: पंजीकरण ${id} भुगतान के बिना समाप्त हो गया`,
    lapsedBody: (hours) => `आपके पंजीकरण का भुगतान ${hours} घंटों के भीतर नहीं हुआ, इसलिए यह समाप्त हो गया और हर सदस्य का पता फिर से मुक्त है। पंजीकरण खुले रहने तक आप फिर से पंजीकरण कर सकते हैं।`,
  },
  te: {
    invitationSubject: (event, leader) => `${event}: ${leader} మిమ్మల్ని తమ టీమ్‌కు ఆహ్వానించారు`,
    invited: (leader, team, event) => `${leader} ${event} కోసం '${team}' టీమ్‌ను నమోదు చేసి, మిమ్మల్ని సభ్యులుగా చేర్చారు.`,
    answerHow: 'ఇదే ఈ-మెయిల్ చిరునామాతో సైన్ ఇన్ చేసి, మీ పార్టిసిపెంట్ డాష్‌బోర్డ్‌లో ఆహ్వానాన్ని అంగీకరించండి లేదా తిరస్కరించండి',
    codeLine: 'టీమ్ కోడ్',
    changeSubject: (event, team) => `${event}: '${team}' టీమ్‌లో మార్పు`,
    change: (change) => {
      switch (change.kind) {
        case 'accepted':
          return `${change.name} ఆహ్వానాన్ని అంగీకరించారు, టీమ్‌లో ఉన్నారు.`;
        case 'declined':
          return `${change.name} ఆహ్వానాన్ని తిరస్కరించారు. వారి చిరునామా మళ్లీ ఖాళీ; వారి స్థానంలో మరొకరిని ఆహ్వానించవచ్చు.`;
        case 'removed':
          return `${change.name} ఇకపై టీమ్‌లో లేరు.`;
        case 'replaced':
          return `${change.oldName} స్థానంలో ${change.newName}‌ను ఆహ్వానించారు.`;
        case 'code':
          return `టీమ్ కొత్త కోడ్: ${change.code}. పాత కోడ్ ఇకపై పనిచేయదు.`;
      }
    },
    removedSubject: (event, team) => `${event}: మీరు ఇకపై '${team}' టీమ్‌లో లేరు`,
    removedBody: (team) => `'${team}' టీమ్ లీడర్ మిమ్మల్ని టీమ్ నుంచి తొలగించారు. మీ చిరునామా మరో టీమ్ కోసం ఖాళీగా ఉంది.`,
    lapsedSubject: (event, id) => `${event}: రిజిస్ట్రేషన్ ${id} చెల్లింపు లేకుండా ముగిసింది`,
    lapsedBody: (hours) => `మీ రిజిస్ట్రేషన్‌కు ${hours} గంటల్లో చెల్లింపు జరగలేదు, అందుకే అది ముగిసింది, ప్రతి సభ్యుడి చిరునామా మళ్లీ ఖాళీ. రిజిస్ట్రేషన్ తెరిచి ఉన్నంత వరకు మళ్లీ నమోదు చేసుకోవచ్చు.`,
  },
};

interface Mail {
  subject: string;
  text: string;
}

const dashboard = (publicUrl: string) => `${publicUrl}/hackathon/dashboard`;

/** To a declared member: who invited them, how to answer, and the team's code. */
export function invitationMail(
  facts: { eventName: string; memberName: string; leaderName: string; teamName: string; code: string; publicUrl: string },
  language: AppLanguage,
): Mail {
  const w = words[language];
  const h = hackathonMailMessages[language];
  const lines = [
    h.hello(facts.memberName),
    '',
    w.invited(facts.leaderName, facts.teamName, facts.eventName),
    '',
    `${w.answerHow}: ${dashboard(facts.publicUrl)}`,
    `${w.codeLine}: ${facts.code}`,
    '',
    h.teamKodeshala,
  ];
  return { subject: w.invitationSubject(facts.eventName, facts.leaderName), text: lines.join('\n') };
}

/** To the leader: one change of the team's membership. */
export function teamChangeMail(facts: { eventName: string; leaderName: string; teamName: string; change: TeamChange; publicUrl: string }, language: AppLanguage): Mail {
  const w = words[language];
  const h = hackathonMailMessages[language];
  const lines = [h.hello(facts.leaderName), '', w.change(facts.change), '', `${h.dashboardLine}: ${dashboard(facts.publicUrl)}`, '', h.teamKodeshala];
  return { subject: w.changeSubject(facts.eventName, facts.teamName), text: lines.join('\n') };
}

/** To a member the leader took off the team. */
export function removedMail(facts: { eventName: string; memberName: string; teamName: string }, language: AppLanguage): Mail {
  const w = words[language];
  const h = hackathonMailMessages[language];
  return { subject: w.removedSubject(facts.eventName, facts.teamName), text: [h.hello(facts.memberName), '', w.removedBody(facts.teamName), '', h.teamKodeshala].join('\n') };
}

/** To the leader of a registration that lapsed unpaid. */
export function lapsedMail(facts: { eventName: string; registrationId: string; leaderName: string; hours: number; publicUrl: string }, language: AppLanguage): Mail {
  const w = words[language];
  const h = hackathonMailMessages[language];
  const lines = [h.hello(facts.leaderName), '', h.registrationLine(facts.eventName, facts.registrationId), w.lapsedBody(facts.hours), '', `${facts.publicUrl}/hackathon`, '', h.teamKodeshala];
  return { subject: w.lapsedSubject(facts.eventName, facts.registrationId), text: lines.join('\n') };
}

/** The confirmation's line with the code members join with. */
export const teamCodeLine = (language: AppLanguage, code: string) => `${words[language].codeLine}: ${code}`;
