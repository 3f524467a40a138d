import type { APIRequestContext } from '@playwright/test';

const control = `http://127.0.0.1:${process.env.PEER_CONTROL_PORT}`;

export interface PeerMail {
  to: string[];
  data: string;
}

/** What the loopback SMTP peer (tests/peers/smtp-peer.ts) has received for an address. */
export async function mailReceivedBy(request: APIRequestContext, email: string): Promise<PeerMail[]> {
  const res = await request.get(`${control}/mail?to=${encodeURIComponent(email)}`);
  return (await res.json()) as PeerMail[];
}
