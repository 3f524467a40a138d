import { randomInt } from 'node:crypto';
import { teamCodeLength } from '@shared/api/hackathon-teams';

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A team code of product.md §3.9: 6 characters of A–Z and 0–9, from the crypto source so codes cannot be guessed in order. */
export function drawTeamCode(): string {
  let code = '';
  for (let i = 0; i < teamCodeLength; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}
