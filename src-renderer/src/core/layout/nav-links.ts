import type { ShellKey } from '../shell-texts';
import {
  IconBrandGithub,
  IconChecklist,
  IconCrown,
  IconFileCv,
  IconFolders,
  IconHome,
  IconLayoutDashboard,
  IconNotebook,
  IconQuestionMark,
  IconReportSearch,
  IconShieldLock,
  IconSwords,
  IconTerminal2,
  IconTrophy,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export interface NavLinkItem {
  /** The shell dictionary's key of the link's words. */
  label: ShellKey;
  to: string;
  Icon: Icon;
  /** Shows the red 'Live' badge (product.md §1.2: the Hackathon link). */
  live?: boolean;
}

const home: NavLinkItem = { label: 'navHome', to: '/', Icon: IconHome };
const dashboard: NavLinkItem = { label: 'navDashboard', to: '/dashboard', Icon: IconLayoutDashboard };
const courses: NavLinkItem = { label: 'navCourses', to: '/courses', Icon: IconNotebook };
const playground: NavLinkItem = { label: 'navPlayground', to: '/playground', Icon: IconTerminal2 };
const hackathon: NavLinkItem = { label: 'navHackathon', to: '/hackathon', Icon: IconSwords, live: true };

/** product.md §1.2, header: the desktop links in order. */
export const mainLinks: NavLinkItem[] = [home, dashboard, courses, playground, hackathon];

/** product.md §1.2, mobile: the menu grid's order. */
export const mobileLinks: NavLinkItem[] = [home, dashboard, playground, hackathon, courses];

export const profileLink: NavLinkItem = { label: 'navProfile', to: '/profile', Icon: IconUserCircle };

/** product.md §1.2: the profile dropdown's links, before the premium and admin items. */
export const profileMenuLinks: NavLinkItem[] = [
  { label: 'navProfileSettings', to: '/profile', Icon: IconUserCircle },
  { label: 'navAssignments', to: '/assignments', Icon: IconChecklist },
  { label: 'navProjects', to: '/projects', Icon: IconFolders },
  { label: 'navQuizzes', to: '/quizzes', Icon: IconQuestionMark },
  { label: 'navResumeBuilder', to: '/resume-builder', Icon: IconFileCv },
  { label: 'navAtsChecker', to: '/ats-checker', Icon: IconReportSearch },
  { label: 'navGithub', to: '/github', Icon: IconBrandGithub },
];

export const upgradePath = '/payment/monthly';
export const adminPath = '/admin';
export const organiserPath = '/hackathon/admin';

export const upgradeLink: NavLinkItem = { label: 'navUpgrade', to: upgradePath, Icon: IconCrown };
export const adminLink: NavLinkItem = { label: 'adminPanel', to: adminPath, Icon: IconShieldLock };
export const organiserLink: NavLinkItem = { label: 'navOrganiser', to: organiserPath, Icon: IconTrophy };

/** The areas a signed-in person's roles open beyond a learner's: the admin panel, the organisers' dashboard. */
export function roleLinks(roles: readonly string[]): NavLinkItem[] {
  const admin = roles.includes('admin');
  return [...(admin ? [adminLink] : []), ...(admin || roles.includes('organiser') ? [organiserLink] : [])];
}

/**
 * The phone menu's tiles (product.md §1.2): the main links, then for a signed-in person every area
 * the desktop header's profile menu has (Upgrade while not premium) and those their roles open.
 */
export function mobileMenuLinks(signedIn: { roles: readonly string[]; premium: boolean } | null): NavLinkItem[] {
  if (!signedIn) return mobileLinks;
  const areas = profileMenuLinks.filter((link) => link.to !== profileLink.to);
  return [...mobileLinks, profileLink, ...areas, ...(signedIn.premium ? [] : [upgradeLink]), ...roleLinks(signedIn.roles)];
}

/** Whether a link is the current section: Home only on '/', others on their subtree too. */
export const isActive = (to: string, pathname: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));

