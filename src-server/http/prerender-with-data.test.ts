import { describe, expect, it } from 'vitest';
import { pageDataFor } from './prerender-with-data';

const event = [{ queryKey: ['hackathon', 'event'], data: { name: 'Code Yuddh' } }];

describe('the loaders of pages prerendered from data', () => {
  it('reads the data of a screen marked to be drawn from data, and of no other address', async () => {
    const dataFor = pageDataFor({ '/hackathon': async () => event });
    await expect(dataFor('/hackathon')).resolves.toEqual(event);
    await expect(dataFor('/hackathon/registration')).resolves.toBeUndefined();
    await expect(dataFor('toString')).resolves.toBeUndefined();
  });

  it('refuses to start without a loader for a marked screen, or with one for an unmarked address', () => {
    expect(() => pageDataFor({})).toThrow(/no loader for \/hackathon;/);
    expect(() => pageDataFor({ '/hackathon': async () => event, '/courses': async () => undefined })).toThrow(/screen for \/courses$/);
  });
});
