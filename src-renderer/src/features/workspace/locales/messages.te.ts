import type { workspaceMessageTable } from '@shared/workspace/messages';

export const te: Record<keyof typeof workspaceMessageTable.templates, string> = {
  notFound: 'ఈ shared project లేదు, లేదా మీరు దీని member కాదు.',
  teamOnly: 'ఈ team shared project ను ఆ team members మాత్రమే తయారు చేయగలరు.',
  ownerInvites: 'Collaborators ను project owner మాత్రమే invite చేయగలరు.',
  ownAlready: 'ఈ project ఇప్పటికే మీదే; వేరొకరిని invite చేయండి.',
  tooManyCollaborators: 'ఒక project లో గరిష్టంగా {{max}} collaborators ఉండవచ్చు. కొత్తవారిని invite చేయడానికి ఒకరిని తీసివేయండి.',
  ownerRemoves: 'Collaborators ను project owner మాత్రమే తీసివేయగలరు.',
  notInvited: 'ఈ address ఈ project కి invite కాలేదు.',
  versionNotFound: 'ఈ version లేదు.',
  pushTooMany: 'GitHub కి push కాలేదు: ఒక push లో గరిష్టంగా {{max}} files వెళ్తాయి, ఈ project లో {{count}} ఉన్నాయి. కొన్ని files తీసివేసి మళ్ళీ ప్రయత్నించండి.',
  folderNotEmpty: 'ఈ folder ఖాళీగా లేదు. ఖాళీ folder ను, లేదా ఈ project copy ఇప్పటికే ఉన్న folder ను ఎంచుకోండి.',
  folderNoFiles: 'ఈ project లో ఇంకా files లేవు. Folder లో copy ఉంచే ముందు ఒక file జోడించండి.',
  folderMissing: 'Folder {{where}} ను ఇక చదవలేము. Link ను తీసివేయండి, లేదా folder ను తిరిగి పెట్టండి.',
  notMember: 'మీరు ఈ project member కాదు.',
  removed: 'మీరు ఇక ఈ project member కాదు.',
  liveNotFound: 'ఈ shared project లేదు.',
  malformed: 'ఈ message సరైన update కాదు; ఈ connection మూసివేశాం, project లో ఏ మార్పూ లేదు.',
  full: 'ఈ project 5 MB పరిమితికి చేరింది; editing కొనసాగించడానికి కొన్ని files తీసివేయండి.',
  tooFast: 'చాలా వేగంగా చాలా messages వచ్చాయి; కొనసాగించడానికి మళ్ళీ connect అవ్వండి.',
};
