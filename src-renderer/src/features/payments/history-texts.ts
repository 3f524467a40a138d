import { defineTexts } from '../../core/i18n';
// download-receipt.ts's two failures are payment messages.
import './payment-messages-texts';

/** The payments and receipts list in the profile. */
export const useHistoryTexts = defineTexts('paymentHistory', {
  en: {
    title: 'Payments and receipts',
    loading: 'Loading your payments',
    loadFailed: 'Your payments could not be loaded.',
    tryAgain: 'Try again',
    noPayments: 'No payments yet. {{link}}.',
    seePlans: 'See the Premium plans',
    refunded: 'Refunded',
    downloadReceipt: 'Download receipt {{number}}',
    pdf: 'PDF',
    receipt: 'Receipt',
  },
  hi: {
    title: 'Payments और रसीदें',
    loading: 'आपके payments लोड हो रहे हैं',
    loadFailed: 'आपके payments लोड नहीं हो सके।',
    tryAgain: 'फिर से कोशिश करें',
    noPayments: 'अभी तक कोई payment नहीं। {{link}}।',
    seePlans: 'Premium प्लान देखें',
    refunded: 'Refund हुआ',
    downloadReceipt: 'रसीद {{number}} डाउनलोड करें',
    pdf: 'PDF',
    receipt: 'रसीद',
  },
  te: {
    title: 'Payments, రసీదులు',
    loading: 'మీ payments లోడ్ అవుతున్నాయి',
    loadFailed: 'మీ payments లోడ్ కాలేదు.',
    tryAgain: 'మళ్ళీ ప్రయత్నించండి',
    noPayments: 'ఇంకా payments లేవు. {{link}}.',
    seePlans: 'Premium ప్లాన్లు చూడండి',
    refunded: 'Refund అయింది',
    downloadReceipt: 'రసీదు {{number}} డౌన్‌లోడ్ చేయండి',
    pdf: 'PDF',
    receipt: 'రసీదు',
  },
});
