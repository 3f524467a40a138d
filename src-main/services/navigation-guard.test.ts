import { describe, expect, it } from 'vitest';
import { decideNavigation } from './navigation-guard';

const app = 'http://127.0.0.1:41234';

describe('decideNavigation', () => {
  it('keeps pages of the app inside the window', () => {
    expect(decideNavigation(`${app}/courses`, app)).toBe('allow');
  });

  it('sends other websites and mail links to the system browser', () => {
    expect(decideNavigation('https://github.com/kodeshala', app)).toBe('external');
    expect(decideNavigation('mailto:support@kodeshala.in', app)).toBe('external');
  });

  it('treats another port on the same host as another site', () => {
    expect(decideNavigation('http://127.0.0.1:9999/', app)).toBe('external');
  });

  it('refuses local files, scripts and unparsable targets', () => {
    expect(decideNavigation('file:///etc/passwd', app)).toBe('deny');
    expect(decideNavigation('javascript:alert(1)', app)).toBe('deny');
    expect(decideNavigation('not a url', app)).toBe('deny');
  });
});
