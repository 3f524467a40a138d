import {
  IconBrandGithub,
  IconChecklist,
  IconFileCv,
  IconFolders,
  IconHome,
  IconLayoutDashboard,
  IconNotebook,
  IconQuestionMark,
  IconReportSearch,
  IconSwords,
  IconTerminal2,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export interface NavLinkItem {
  label: string;
  to: string;
  Icon: Icon;
  /** Shows the red 'Live' badge (product.md §1.2: the Hackathon link). */
  live?: boolean;
}

const home: NavLinkItem = { label: 'Home', to: '/', Icon: IconHome };
const dashboard: NavLinkItem = { label: 'Dashboard', to: '/dashboard', Icon: IconLayoutDashboard };
const courses: NavLinkItem = { label: 'Courses', to: '/courses', Icon: IconNotebook };
const playground: NavLinkItem = { label: 'Playground', to: '/playground', Icon: IconTerminal2 };
const hackathon: NavLinkItem = { label: 'Hackathon', to: '/hackathon', Icon: IconSwords, live: true };

/** product.md §1.2, header: the desktop links in order. */
export const mainLinks: NavLinkItem[] = [home, dashboard, courses, playground, hackathon];

/** product.md §1.2, mobile: the menu grid's order. */
export const mobileLinks: NavLinkItem[] = [home, dashboard, playground, hackathon, courses];

export const profileLink: NavLinkItem = { label: 'Profile', to: '/profile', Icon: IconUserCircle };

/** product.md §1.2: the profile dropdown's links, before the premium and admin items. */
export const profileMenuLinks: NavLinkItem[] = [
  { label: 'Profile settings', to: '/profile', Icon: IconUserCircle },
  { label: 'Assignments', to: '/assignments', Icon: IconChecklist },
  { label: 'Projects', to: '/projects', Icon: IconFolders },
  { label: 'Quizzes', to: '/quizzes', Icon: IconQuestionMark },
  { label: 'Resume Builder', to: '/resume-builder', Icon: IconFileCv },
  { label: 'ATS Checker', to: '/ats-checker', Icon: IconReportSearch },
  { label: 'GitHub Integration', to: '/github', Icon: IconBrandGithub },
];

export const upgradePath = '/payment/monthly';
export const adminPath = '/admin';

/** Whether a link is the current section: Home only on '/', others on their subtree too. */
export const isActive = (to: string, pathname: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));

