import { useEffect, useState } from 'react';

/** The parts of Razorpay's checkout.js we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error: { description?: string } }) => void): void;
}
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export type ScriptState = 'loading' | 'ready' | 'failed';

/**
 * Loads Razorpay's checkout script on the payment screen only (the page policy allows its host
 * only when the server has Razorpay keys). `null` means no script is needed (sandbox).
 */
export function useCheckoutScript(url: string | null | undefined): ScriptState {
  const [loaded, setLoaded] = useState<{ url: string; state: ScriptState } | null>(null);
  useEffect(() => {
    if (!url || window.Razorpay) return;
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
    const script = existing ?? Object.assign(document.createElement('script'), { src: url, async: true });
    const ready = () => setLoaded({ url, state: window.Razorpay ? 'ready' : 'failed' });
    const failed = () => setLoaded({ url, state: 'failed' });
    script.addEventListener('load', ready);
    script.addEventListener('error', failed);
    if (!existing) document.body.append(script);
    return () => {
      script.removeEventListener('load', ready);
      script.removeEventListener('error', failed);
    };
  }, [url]);
  if (url === undefined) return 'loading';
  if (url === null || window.Razorpay) return 'ready';
  return loaded?.url === url ? loaded.state : 'loading';
}
