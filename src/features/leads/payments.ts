/**
 * How a reservation's deposit is paid. A provider interface, so an online card
 * provider can be added as one more entry; the built-in provider takes no money online and says
 * so plainly: the shopper pays the deposit at the dealership.
 */
export type PaymentProvider = {
  id: string;
  /** What the shopper reads beside the choice, e.g. 'Pay the $200 deposit at the dealership'. */
  label: (deposit: string) => string;
  /** What the reservation's lead says was chosen. */
  summary: (deposit: string) => string;
  /** Beside a payment of `amount` on the online payment page: how it is taken. */
  paymentLabel: (amount: string) => string;
  /** What the payment's lead says was chosen. */
  paymentSummary: (amount: string) => string;
};

export const PAY_AT_DEALERSHIP: PaymentProvider = {
  id: "at-dealership",
  label: (deposit) => `Pay the ${deposit} deposit at the dealership`,
  summary: (deposit) => `${deposit} deposit to be paid at the dealership (nothing paid online)`,
  paymentLabel: (amount) =>
    `Pay ${amount} at the dealership: this site takes no card payments, and nothing is charged now`,
  paymentSummary: (amount) => `${amount} to be paid at the dealership (nothing paid online)`,
};

export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [PAY_AT_DEALERSHIP];

export function findPaymentProvider(id: string): PaymentProvider | undefined {
  return PAYMENT_PROVIDERS.find((p) => p.id === id);
}
