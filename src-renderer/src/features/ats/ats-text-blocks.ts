import type { AtsScoreReply } from '@shared/api/ats';

/** A piece of the extracted text: plain, or one of the job's skills where the resume names it. */
export interface TextPiece {
  text: string;
  skill?: string;
}

/** The text as the ATS reads it, cut at the sections it found: the top (contact) first, then each section. */
export interface TextBlock {
  section: AtsScoreReply['sections'][number]['section'] | null;
  heading: string | null;
  pieces: TextPiece[];
}

type Reading = Pick<AtsScoreReply, 'extractedText' | 'sections' | 'matches'>;

/** The text between two places, with the matches inside it marked. */
function piecesOf(text: string, from: number, to: number, matches: Reading['matches']): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = from;
  for (const match of matches) {
    if (match.start < at || match.end > to || match.end <= match.start) continue;
    if (match.start > at) pieces.push({ text: text.slice(at, match.start) });
    pieces.push({ text: text.slice(match.start, match.end), skill: match.skill });
    at = match.end;
  }
  if (at < to) pieces.push({ text: text.slice(at, to) });
  return pieces;
}

/** product.md §2.11 "what the ATS sees": the extracted text in blocks, headings apart, skills marked. */
export function atsTextBlocks({ extractedText: text, sections, matches }: Reading): TextBlock[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start);
  const ordered = [...sections].sort((a, b) => a.start - b.start);
  const blocks: TextBlock[] = [];
  const top = ordered[0]?.start ?? text.length;
  if (top > 0) blocks.push({ section: null, heading: null, pieces: piecesOf(text, 0, top, sorted) });
  for (const section of ordered) {
    // The heading is the start of its line ('Skills' or 'Skills:' before the list).
    const headingEnd = Math.min(section.end, section.start + section.heading.length);
    const bodyStart = text.slice(headingEnd, section.end).match(/^[:\s]*/)?.[0].length ?? 0;
    blocks.push({ section: section.section, heading: text.slice(section.start, headingEnd), pieces: piecesOf(text, headingEnd + bodyStart, section.end, sorted) });
  }
  return blocks.map((block) => ({ ...block, pieces: trimEnd(block.pieces) }));
}

function trimEnd(pieces: TextPiece[]): TextPiece[] {
  const last = pieces.at(-1);
  if (!last || last.skill) return pieces;
  const text = last.text.trimEnd();
  return text ? [...pieces.slice(0, -1), { text }] : pieces.slice(0, -1);
}
