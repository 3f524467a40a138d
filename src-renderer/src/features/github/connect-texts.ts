import { defineTexts } from '../../core/i18n';

/** Connecting GitHub to the account a learner already has (the profile and the GitHub screen). */
export const useGithubConnectTexts = defineTexts('githubConnect', {
  en: {
    title: 'GitHub',
    connectedAs: 'Connected as {{login}}. The GitHub screen and the playground’s GitHub tab use it.',
    notConnected: 'Connect your GitHub account to see your repositories and push projects to them.',
    connect: 'Connect GitHub',
    disconnect: 'Disconnect GitHub',
    notConfigured: 'GitHub is not set up on this server.',
    connected: 'GitHub connected',
    disconnected: 'GitHub disconnected',
    failed: 'Could not connect GitHub',
    disconnectFailed: 'Could not disconnect GitHub',
  },
  hi: {
    title: 'GitHub',
    connectedAs: '{{login}} के रूप में जुड़ा है। GitHub screen और playground का GitHub tab इसी का इस्तेमाल करते हैं।',
    notConnected: 'अपनी repositories देखने और उनमें projects push करने के लिए अपना GitHub अकाउंट जोड़ें।',
    connect: 'GitHub जोड़ें',
    disconnect: 'GitHub हटाएँ',
    notConfigured: 'इस server पर GitHub सेट नहीं है।',
    connected: 'GitHub जुड़ गया',
    disconnected: 'GitHub हट गया',
    failed: 'GitHub नहीं जुड़ पाया',
    disconnectFailed: 'GitHub नहीं हट पाया',
  },
  te: {
    title: 'GitHub',
    connectedAs: '{{login}} గా కలిపి ఉంది. GitHub స్క్రీన్, playground లోని GitHub ట్యాబ్ దీన్నే వాడతాయి.',
    notConnected: 'మీ repositories చూడడానికి, వాటిలో projects push చేయడానికి మీ GitHub అకౌంట్ కలపండి.',
    connect: 'GitHub కలపండి',
    disconnect: 'GitHub తీసివేయండి',
    notConfigured: 'ఈ సర్వర్‌లో GitHub సెటప్ చేయలేదు.',
    connected: 'GitHub కలిపారు',
    disconnected: 'GitHub తీసివేశారు',
    failed: 'GitHub కలపలేకపోయాం',
    disconnectFailed: 'GitHub తీసివేయలేకపోయాం',
  },
});
