import { notify } from '../../app/notifications/notify';

/** product.md §3.2.2: the same warning from the dashboard's guard and the landing's 'View Dashboard'. */
export function warnDashboardNeedsLogin(): void {
  notify({ id: 'hackathon-dashboard-login', type: 'warning', title: 'Sign in needed', message: 'Please login to access the dashboard', duration: 3_000 });
}
