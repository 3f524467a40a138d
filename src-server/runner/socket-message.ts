import type WebSocket from 'ws';
import type { z } from 'zod';

/** One WebSocket message read as JSON and checked against `schema`; anything else is not a message of ours and is skipped. */
export function socketMessage<T>(raw: WebSocket.RawData, schema: z.ZodType<T>): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString());
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
