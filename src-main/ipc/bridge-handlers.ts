import {
  type BridgeArgs,
  type BridgeChannel,
  type BridgeEvent,
  type BridgeEventPayload,
  type BridgeResult,
  bridgeChannels,
  bridgeEvents,
} from '@shared/bridge';
import { encodeBridgeMessage } from '@shared/bridge-message';
import { MessageError } from '@shared/i18n/messages';

/** Who is calling: the web contents of the window, whose terminals and folders are its own. */
export interface BridgeCallContext {
  senderId: number;
}

export type BridgeHandlers = {
  [C in BridgeChannel]: (context: BridgeCallContext, ...args: BridgeArgs<C>) => Promise<BridgeResult<C>> | BridgeResult<C>;
};

export class BridgeRefusal extends Error {}

/**
 * Runs one bridge call: refuses senders that are not our own page, parses the arguments and the
 * result against the shared contract, then calls the plain service behind the channel.
 */
export async function handleBridgeCall(
  handlers: BridgeHandlers,
  channel: string,
  senderUrl: string,
  appOrigin: string,
  args: unknown[],
  context: BridgeCallContext,
): Promise<unknown> {
  if (!(channel in bridgeChannels)) throw new BridgeRefusal(`Unknown channel ${channel}`);
  const name = channel as BridgeChannel;
  let origin: string;
  try {
    origin = new URL(senderUrl).origin;
  } catch {
    throw new BridgeRefusal('The sender has no valid URL');
  }
  if (origin !== appOrigin) throw new BridgeRefusal(`Refused ${name} from ${origin}`);
  const contract = bridgeChannels[name];
  const parsedArgs = contract.args.safeParse(args);
  if (!parsedArgs.success) throw new BridgeRefusal(`Invalid arguments for ${name}`);
  const handler = handlers[name] as (context: BridgeCallContext, ...a: unknown[]) => unknown;
  try {
    return contract.result.parse(await handler(context, ...parsedArgs.data));
  } catch (error) {
    // Only the message crosses to the page: a refusal's id and values go written into it.
    if (error instanceof MessageError) throw new Error(encodeBridgeMessage(error.ref));
    throw error;
  }
}

export type EmitBridgeEvent = <E extends BridgeEvent>(event: E, payload: BridgeEventPayload<E>) => void;

/** Messages to the page go through the same contract: main never sends what the page would not expect. */
export function bridgeEmitter(send: (event: BridgeEvent, payload: unknown) => void): EmitBridgeEvent {
  return (event, payload) => send(event, bridgeEvents[event].parse(payload));
}
