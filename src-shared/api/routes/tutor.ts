import { chatBody, chatMessagesQuery, chatMessagesReply, clearChatReply } from '../chat';
import { route } from '../route';

const tags = ['chat'];

export const tutorRoutes = {
  ask: route({
    method: 'POST',
    path: '/api/chat',
    access: 'user',
    offline: 'online',
    kind: 'event-stream',
    body: chatBody,
    tags,
    summary: 'Ask the tutor; the answer streams as Server-Sent Events whose data lines carry {text}, then {done}, or {error}',
  }),
  messages: route({
    method: 'GET',
    path: '/api/chat/messages',
    access: 'user',
    query: chatMessagesQuery,
    reply: chatMessagesReply,
    tags,
    summary: 'The messages of one of the caller’s conversations, oldest first',
  }),
  clear: route({
    method: 'DELETE',
    path: '/api/chat/messages',
    access: 'user',
    offline: 'online',
    query: chatMessagesQuery,
    reply: clearChatReply,
    tags,
    summary: 'Clear one of the caller’s conversations',
  }),
};
