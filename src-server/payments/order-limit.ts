import { paymentMessageTable } from '@shared/payments/messages';
import { perUserLimit } from '../http/rate-limit';

/**
 * Orders cost a call to the gateway: at most 10 a minute per learner, far above what a person
 * clicking Pay and Try Again needs. Shared by every server process; the gateway limits the rest.
 */
export const orderRateLimit = perUserLimit(10, paymentMessageTable.ref('tooManyOrders'));
