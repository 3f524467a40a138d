import { describe, expect, it } from 'vitest';
import { deploymentPlatform } from './deployment';

describe('deploymentPlatform', () => {
  it.each([
    ['https://byte-yoddhas.vercel.app/', 'Vercel'],
    ['https://byte-yoddhas-git-main-team.vercel.app/demo?x=1', 'Vercel'],
    ['https://jolly-cat-12.netlify.app', 'Netlify'],
    ['https://priya.github.io/pharmacy-checks/', 'GitHub Pages'],
    ['http://rx-check.herokuapp.com', 'Heroku'],
    ['https://rx-check.web.app', 'Firebase'],
    ['https://rx-check.firebaseapp.com', 'Firebase'],
    ['https://rx-check.surge.sh', 'Surge'],
    ['https://RX-CHECK.VERCEL.APP.', 'Vercel'],
    ['https://rxcheck.in', 'Other'],
    ['https://vercel.app.example.com', 'Other'],
    ['https://notvercel.app', 'Other'],
  ] as const)('%s is on %s', (url, platform) => {
    expect(deploymentPlatform(url)).toBe(platform);
  });

  it('names no platform without a web address', () => {
    expect(deploymentPlatform(null)).toBeNull();
    expect(deploymentPlatform('')).toBeNull();
    expect(deploymentPlatform('not a url')).toBeNull();
    expect(deploymentPlatform('ftp://files.vercel.app')).toBeNull();
  });
});
