import type { HackathonEvent } from '@shared/hackathon/event';
import { createContext, useContext } from 'react';

/** The event the shell has loaded; its three views render only once it is here. */
export const HackathonEventContext = createContext<HackathonEvent | null>(null);

export function useLoadedHackathonEvent(): HackathonEvent {
  const event = useContext(HackathonEventContext);
  if (!event) throw new Error('useLoadedHackathonEvent must be used inside the hackathon shell.');
  return event;
}
