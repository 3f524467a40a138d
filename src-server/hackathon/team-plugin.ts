import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HackathonOptions } from './plugin';

export const teamPlugin: FastifyPluginAsyncZod<HackathonOptions> = async () => {};
