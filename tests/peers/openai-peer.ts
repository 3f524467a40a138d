import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server speaking OpenAI's chat-completions protocol (`POST /v1/chat/completions`): with
 * `stream: true`, `data: {chat.completion.chunk}` lines, then `data: [DONE]`; without, one
 * `chat.completion` object. Its reply is scripted but reflects the request: it answers in the
 * language the system prompt asks for and names the lesson the prompt carries, so a test can see
 * what reached the model; `replyNext` scripts the next reply's text outright.
 */
export type PeerFailure = 'status-500' | 'drop-mid-stream' | 'error-event';

export interface OpenAiPeer {
  /** The API root to configure as LLM_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  /** Every request body received, newest last. */
  requests: Array<{ model: string; stream?: boolean; messages: Array<{ role: string; content: string }> }>;
  /** The next request fails this way. */
  failNext(failure: PeerFailure): void;
  /** The next non-streaming answer is this text; called again, the one after it. */
  replyNext(content: string): void;
  /** The next request sends its first chunk, then waits until the client goes away; resolves when it has. */
  holdNext(): Promise<void>;
  close(): Promise<void>;
}

const replies: Record<string, string[]> = {
  Telugu: [
    '`int(input())` లో `input()` ఎప్పుడూ text ఇస్తుంది.',
    'మీరు 12.5 లేదా అక్షరాలు టైప్ చేస్తే `int()` దాన్ని పూర్ణ సంఖ్యగా మార్చలేదు, అందుకే `ValueError` వస్తుంది.',
    'పూర్ణ సంఖ్య టైప్ చేయండి, దశాంశాల కోసం `float()` వాడండి, లేదా `try` / `except ValueError` తో మళ్ళీ అడగండి.',
  ],
  Hindi: ['`input()` हमेशा text देता है।', '`int()` केवल पूरी संख्या वाले text को बदल सकता है, इसलिए `ValueError` आता है।', 'पूरी संख्या टाइप करें या `try` / `except ValueError` इस्तेमाल करें।'],
  English: ['`input()` always gives you text.', '`int()` can only convert text that looks like a whole number, so anything else raises `ValueError`.', 'Type a whole number, use `float()` for decimals, or catch `ValueError` with `try` / `except`.'],
};

function scriptedReply(system: string): string[] {
  const language = /Reply in (Telugu|Hindi)/.exec(system)?.[1] ?? 'English';
  const lesson = /reading the lesson "([^"]+)"/.exec(system)?.[1];
  const sentences = [...(replies[language] ?? [])];
  if (lesson) sentences.unshift(`(model) Lesson “${lesson}”:`);
  // Long enough that a learner can press Stop while it streams.
  const words = [...sentences, ...sentences, ...sentences].join(' ').split(' ');
  return words.map((word, i) => (i === 0 ? word : ` ${word}`));
}

const chunk = (id: string, model: string, delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startOpenAiPeer(options: { port?: number; chunkDelayMs?: number } = {}): Promise<OpenAiPeer> {
  const apiKey = 'sk-kodeshala-test-key';
  const requests: OpenAiPeer['requests'] = [];
  let failure: PeerFailure | undefined;
  const scripted: string[] = [];
  let hold: (() => void) | undefined;
  const delay = options.chunkDelayMs ?? 0;

  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/health') return res.writeHead(200).end('openai peer up');
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } }));
    }
    let text = '';
    for await (const part of req) text += String(part);
    const body = JSON.parse(text) as OpenAiPeer['requests'][number];
    requests.push(body);
    const failing = failure;
    failure = undefined;
    const held = hold;
    hold = undefined;
    if (failing === 'status-500') return res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The server had an error.' } }));
    if (body.stream !== true) {
      if (failing === 'drop-mid-stream') return void res.destroy();
      if (failing === 'error-event') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The model overloaded.', type: 'server_error' } }));
      const text = scripted.shift() ?? scriptedReply(body.messages.find((m) => m.role === 'system')?.content ?? '').join('');
      const completion = {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      };
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
    }

    const id = `chatcmpl-${requests.length}`;
    const words = scriptedReply(body.messages.find((m) => m.role === 'system')?.content ?? '');
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk(id, body.model, { role: 'assistant', content: '' }));
    let gone = false;
    res.on('close', () => {
      gone = true;
      held?.();
    });
    for (const [i, word] of words.entries()) {
      if (gone) return;
      res.write(chunk(id, body.model, { content: word }));
      if (held) return; // waits for the client to hang up
      // The connection breaks once the words so far have left: the client has a half answer.
      if (i === 3 && failing === 'drop-mid-stream') return void res.write('', () => res.destroy());
      if (i === 3 && failing === 'error-event') {
        res.write(`data: ${JSON.stringify({ error: { message: 'The model overloaded.', type: 'server_error' } })}\n\n`);
        return res.end();
      }
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    res.write(chunk(id, body.model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    failNext: (next) => {
      failure = next;
    },
    replyNext: (next) => {
      scripted.push(next);
    },
    holdNext: () => new Promise<void>((resolve) => (hold = resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
