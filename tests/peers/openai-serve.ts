// Runs the OpenAI-compatible peer for the end-to-end suite on PEER_OPENAI_PORT, streaming a word
// every 40 ms so a learner can press Stop in the middle of an answer.
import { startOpenAiPeer } from './openai-peer';

const peer = await startOpenAiPeer({ port: Number(process.env.PEER_OPENAI_PORT ?? 0), chunkDelayMs: 40 });
console.log(`openai peer: ${peer.baseUrl}`);
