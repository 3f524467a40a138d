import type { PlanKey } from '@shared/plans/plans';
import { defineTexts } from '../../core/i18n';

/** The header menu's Premium line travels with the shell, apart from the payment screen's words. */
export const useMenuTexts = defineTexts('paymentsMenu', {
  en: { premiumActive: 'Premium Active', upgradeToPremium: 'Upgrade to Premium', oneDay: 'One-Day', weekly: 'Weekly', monthly: 'Monthly', sixMonth: '6-Month', yearly: 'Yearly' },
  hi: { premiumActive: 'Premium चालू है', upgradeToPremium: 'Premium लें', oneDay: '1 दिन', weekly: 'हफ़्ता', monthly: 'महीना', sixMonth: '6 महीने', yearly: 'साल' },
  te: { premiumActive: 'Premium యాక్టివ్', upgradeToPremium: 'Premium తీసుకోండి', oneDay: '1 రోజు', weekly: 'వారం', monthly: 'నెల', sixMonth: '6 నెలలు', yearly: 'సంవత్సరం' },
});

/** The plan badge beside 'Premium Active': the plan's name without ' Plan'. */
export const planBadgeKeys: Record<PlanKey, 'oneDay' | 'weekly' | 'monthly' | 'sixMonth' | 'yearly'> = {
  'one-day': 'oneDay',
  weekly: 'weekly',
  monthly: 'monthly',
  'six-month': 'sixMonth',
  yearly: 'yearly',
};
