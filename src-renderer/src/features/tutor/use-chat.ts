import type { ChatLanguage, ChatStyle } from '@shared/api/chat';
import { tutorRoutes } from '@shared/api/routes/tutor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../api/client';
import { ChatProblem, streamChat } from './stream-chat';
import { getTutorContext } from './tutor-context-store';

/** A message of this visit: the question just asked and the reply as it streams and is revealed. */
export interface LiveMessage {
  id: string;
  from: 'user' | 'bot';
  text: string;
  streaming: boolean;
  revealed: boolean;
  stopped: boolean;
  problem: ChatProblem | undefined;
}

const messagesKey = (chatId: string) => ['tutor', 'messages', chatId] as const;

const isBusy = (m: LiveMessage) => m.from === 'bot' && !m.stopped && !m.problem && (m.streaming || !m.revealed);

/**
 * One conversation (product.md §1.4 "Chat"): the stored history, then sending (the question shows at
 * once), the reply streaming and being revealed, Stop (aborts and keeps what was shown), Clear.
 */
export function useChat(chatId = 'default') {
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: messagesKey(chatId),
    queryFn: ({ signal }) => api(tutorRoutes.messages, { query: { chat_id: chatId }, signal }),
    // This visit's messages live below; a refetch would show them twice.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [live, setLive] = useState<LiveMessage[]>([]);
  const controller = useRef<AbortController | null>(null);

  const update = useCallback((id: string, patch: (m: LiveMessage) => Partial<LiveMessage>) => {
    setLive((list) => list.map((m) => (m.id === id ? { ...m, ...patch(m) } : m)));
  }, []);

  const busy = live.some(isBusy);

  const send = useCallback(
    async (text: string, style: ChatStyle, language: ChatLanguage) => {
      // product.md §1.5: sending needs non-blank text and no pending request.
      if (!text.trim() || controller.current || live.some(isBusy)) return;
      const abort = new AbortController();
      controller.current = abort;
      const id = `live-${Date.now()}`;
      const base = { streaming: false, revealed: true, stopped: false, problem: undefined };
      setLive((list) => [...list, { ...base, id: `${id}-q`, from: 'user', text }, { ...base, id, from: 'bot', text: '', streaming: true, revealed: false }]);
      try {
        await streamChat({ message: text, chat_id: chatId, style, language, context: getTutorContext() }, abort.signal, (piece) => update(id, (m) => ({ text: m.text + piece })));
        update(id, () => ({ streaming: false }));
      } catch (error) {
        if (abort.signal.aborted) update(id, () => ({ streaming: false, stopped: true }));
        else update(id, () => ({ streaming: false, problem: error instanceof ChatProblem ? error : new ChatProblem('failed') }));
      } finally {
        controller.current = null;
      }
    },
    [chatId, live, update],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    setLive((list) => list.map((m) => (isBusy(m) ? { ...m, streaming: false, stopped: true } : m)));
  }, []);

  const markRevealed = useCallback((id: string) => {
    setLive((list) => (list.some((m) => m.id === id && !m.revealed) ? list.map((m) => (m.id === id ? { ...m, revealed: true } : m)) : list));
  }, []);

  const clear = useMutation({
    mutationFn: () => api(tutorRoutes.clear, { query: { chat_id: chatId } }),
    onSuccess: () => {
      queryClient.setQueryData(messagesKey(chatId), { messages: [] });
      setLive([]);
    },
  });

  return { history, live, busy, send, stop, markRevealed, clear };
}
