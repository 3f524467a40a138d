import { notify } from '../../core/notifications/notify';
import { hackathonTextsNow as t } from './hackathon-texts';

/** product.md §3.2.2: the same warning from the dashboard's guard and the landing's 'View Dashboard'. */
export function warnDashboardNeedsLogin(): void {
  notify({ id: 'hackathon-dashboard-login', type: 'warning', title: t('loginNeededTitle'), message: t('loginNeeded'), duration: 3_000 });
}
