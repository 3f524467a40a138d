import { type BridgeChannel, type BridgeResult, bridgeChannels } from '@shared/bridge';

export type BridgeHandlers = { [C in BridgeChannel]: (...args: never[]) => Promise<BridgeResult<C>> | BridgeResult<C> };

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
  const handler = handlers[name] as (...a: unknown[]) => unknown;
  return contract.result.parse(await handler(...parsedArgs.data));
}
