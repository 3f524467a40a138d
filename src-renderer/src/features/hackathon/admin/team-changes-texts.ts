import type { teamChangeActions } from '@shared/api/hackathon-admin';
import { defineTexts } from '../../../core/i18n';

/** The registration detail's team panel (product.md §3.2.6): declared members, refund due, membership audit trail. */
export const useTeamChangesTexts = defineTexts('hackathonTeamChanges', {
  en: {
    title: 'Team and its changes',
    loading: 'Loading the team’s changes',
    failed: 'The team’s changes could not be loaded.',
    offline: 'You’re offline. The team’s changes show when you’re back online.',
    tryAgain: 'Try again',
    refundDue: 'Refund due: the fee was paid and waits to be returned.',
    declared: 'Declared members',
    noMembers: 'The registration declares no members (a solo registration).',
    noChanges: 'No team changes yet: nobody has answered an invitation and the leader has changed nothing.',
    server: 'the server',
    actionAccepted: 'Accepted the invitation',
    actionDeclined: 'Declined or left',
    actionRemoved: 'Removed by the leader',
    actionReplaced: 'Replaced by the leader',
    actionCode: 'New team code',
    actionLapsed: 'Lapsed unpaid',
    refundDueFilter: 'Refund due only',
  },
  hi: {
    title: 'टीम और उसके बदलाव',
    loading: 'टीम के बदलाव लोड हो रहे हैं',
    failed: 'टीम के बदलाव लोड नहीं हो सके।',
    offline: 'आप offline हैं। Online होते ही टीम के बदलाव दिखेंगे।',
    tryAgain: 'फिर से कोशिश करें',
    refundDue: 'Refund बाकी: fee चुकाई गई थी और लौटाई जानी है।',
    declared: 'घोषित members',
    noMembers: 'इस पंजीकरण में कोई member घोषित नहीं है (अकेले का पंजीकरण)।',
    noChanges: 'टीम में अभी कोई बदलाव नहीं: किसी ने आमंत्रण का जवाब नहीं दिया और leader ने कुछ नहीं बदला।',
    server: 'सर्वर',
    actionAccepted: 'आमंत्रण स्वीकार किया',
    actionDeclined: 'अस्वीकार किया या छोड़ दिया',
    actionRemoved: 'Leader ने हटाया',
    actionReplaced: 'Leader ने बदला',
    actionCode: 'नया team code',
    actionLapsed: 'भुगतान के बिना समाप्त',
    refundDueFilter: 'सिर्फ़ refund बाकी वाले',
  },
  te: {
    title: 'టీమ్, దాని మార్పులు',
    loading: 'టీమ్ మార్పులు లోడ్ అవుతున్నాయి',
    failed: 'టీమ్ మార్పులు లోడ్ కాలేదు.',
    offline: 'మీరు offline లో ఉన్నారు. మళ్ళీ online అయ్యాక టీమ్ మార్పులు కనిపిస్తాయి.',
    tryAgain: 'మళ్ళీ ప్రయత్నించండి',
    refundDue: 'Refund బాకీ: ఫీజు చెల్లించారు, తిరిగి ఇవ్వాల్సి ఉంది.',
    declared: 'ప్రకటించిన సభ్యులు',
    noMembers: 'ఈ registration లో సభ్యులు ఎవరూ ప్రకటించలేదు (ఒక్కరి registration).',
    noChanges: 'టీమ్‌లో ఇంకా మార్పులు లేవు: ఎవరూ ఆహ్వానానికి జవాబు ఇవ్వలేదు, leader ఏమీ మార్చలేదు.',
    server: 'సర్వర్',
    actionAccepted: 'ఆహ్వానాన్ని అంగీకరించారు',
    actionDeclined: 'తిరస్కరించారు లేదా వదిలేశారు',
    actionRemoved: 'Leader తొలగించారు',
    actionReplaced: 'Leader మార్చారు',
    actionCode: 'కొత్త team code',
    actionLapsed: 'చెల్లించకుండా ముగిసింది',
    refundDueFilter: 'Refund బాకీ ఉన్నవి మాత్రమే',
  },
});

type TeamChangesKey = Parameters<ReturnType<typeof useTeamChangesTexts>>[0];

/** Each recorded action's words; an action a newer server records shows as it is stored. */
export const actionKeys: Record<(typeof teamChangeActions)[number], TeamChangesKey> = {
  accepted: 'actionAccepted',
  declined: 'actionDeclined',
  removed: 'actionRemoved',
  replaced: 'actionReplaced',
  code: 'actionCode',
  lapsed: 'actionLapsed',
};
