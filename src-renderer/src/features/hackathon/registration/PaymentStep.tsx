export interface PaymentStepProps {
  registrationId: string;
  teamName: string;
  teamSize: number;
  amountPaise: number;
  /** Prefilled in the checkout. */
  leader: { name: string; email: string; phone: string };
  /** Where the dashboard shows it, Pay Later is not offered and success stays on the page. */
  placement: 'wizard' | 'dashboard';
}

/** Step 4 of the wizard and the dashboard's "complete payment": shows the registration and pays its fee. */
export function PaymentStep(_props: PaymentStepProps) {
  return null;
}
