import { PaymentResultPage } from '../../features/payment-result/components/payment-result-page.tsx';

export function Component() {
  return <PaymentResultPage />;
}
