import { describe, expect, it } from 'vitest';
import { mainLinks, mobileMenuLinks, profileMenuLinks } from './nav-links';

const paths = (signedIn: Parameters<typeof mobileMenuLinks>[0]) => mobileMenuLinks(signedIn).map((link) => link.to);

describe('the phone menu', () => {
  it('has every main link and every area of the profile menu for a signed-in learner, with Upgrade until they are premium', () => {
    const learner = paths({ roles: ['learner'], premium: false });
    for (const link of [...mainLinks, ...profileMenuLinks]) expect(learner).toContain(link.to);
    expect(learner).toContain('/payment/monthly');
    expect(learner).not.toContain('/admin');
    expect(learner).not.toContain('/hackathon/admin');
    expect(paths({ roles: ['learner'], premium: true })).not.toContain('/payment/monthly');
    expect(new Set(learner).size).toBe(learner.length);
  });

  it('adds the organisers’ dashboard for an organiser, and the admin panel with it for an admin', () => {
    const organiser = paths({ roles: ['learner', 'organiser'], premium: false });
    expect(organiser).toContain('/hackathon/admin');
    expect(organiser).not.toContain('/admin');
    const admin = paths({ roles: ['learner', 'admin'], premium: true });
    expect(admin).toEqual(expect.arrayContaining(['/admin', '/hackathon/admin']));
  });

  it('shows a visitor the main links only', () => {
    expect(paths(null).sort()).toEqual(mainLinks.map((link) => link.to).sort());
  });
});
