import type { workspaceMessageTable } from '@shared/workspace/messages';

export const hi: Record<keyof typeof workspaceMessageTable.templates, string> = {
  notFound: 'यह shared project मौजूद नहीं है, या आप इसके member नहीं हैं।',
  teamOnly: 'इस team का shared project सिर्फ़ उसके members बना सकते हैं।',
  ownerInvites: 'Collaborators को सिर्फ़ project का owner invite कर सकता है।',
  ownAlready: 'यह project पहले से आपका है; किसी और को invite करें।',
  tooManyCollaborators: 'एक project में ज़्यादा से ज़्यादा {{max}} collaborators हो सकते हैं। नए को invite करने के लिए किसी एक को हटाएँ।',
  ownerRemoves: 'Collaborators को सिर्फ़ project का owner हटा सकता है।',
  notInvited: 'यह address इस project में invite नहीं है।',
  versionNotFound: 'यह version मौजूद नहीं है।',
  pushTooMany: 'GitHub पर push नहीं हो सका: एक push में ज़्यादा से ज़्यादा {{max}} files जा सकती हैं, और इस project में {{count}} हैं। कुछ files हटाकर फिर कोशिश करें।',
  folderNotEmpty: 'यह folder ख़ाली नहीं है। कोई ख़ाली folder चुनें, या वह folder जिसमें इस project की copy पहले से है।',
  folderNoFiles: 'इस project में अभी कोई file नहीं है। Folder में copy रखने से पहले एक file जोड़ें।',
  folderMissing: 'Folder {{where}} अब पढ़ा नहीं जा सकता। Link हटाएँ, या folder वापस रखें।',
  notMember: 'आप इस project के member नहीं हैं।',
  removed: 'अब आप इस project के member नहीं हैं।',
  liveNotFound: 'यह shared project मौजूद नहीं है।',
  malformed: 'यह message सही update नहीं है; यह connection बंद कर दिया गया है और project में कोई बदलाव नहीं हुआ।',
  full: 'यह project अपनी 5 MB की सीमा तक पहुँच गया है; editing जारी रखने के लिए कुछ files हटाएँ।',
  tooFast: 'बहुत तेज़ी से बहुत सारे messages आए; जारी रखने के लिए फिर से connect करें।',
};
