import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHackathonEvent } from '@server/db/seed-files';

const resources = path.resolve(import.meta.dirname, '../../resources');

describe('the hackathon content in resources/hackathon/', () => {
  it('assembles into a valid event whose id and names carry the year it starts in', async () => {
    const event = await readHackathonEvent(resources);
    const year = event.startsAt.slice(0, 4);
    expect(event.id.endsWith(year)).toBe(true);
    expect(event.name.endsWith(year)).toBe(true);
    expect(event.originalName.endsWith(year)).toBe(true);
  });

  it('is named the same everywhere else the product names it', async () => {
    const event = await readHackathonEvent(resources);
    const baseName = event.name.replace(/\s*\d{4}$/, '');
    const mentions = (file: string) => fs.readFileSync(path.join(resources, file), 'utf8').match(new RegExp(`${baseName} \\d{4}`, 'g')) ?? [];
    const home = mentions('home/home.json');
    expect(home.length).toBeGreaterThan(0);
    expect(new Set(home)).toEqual(new Set([event.name]));
  });
});
