/** Copy of the end screens (receipt, expired order), loaded with them. */
export const RESULT_COPY = {
  completedAt: 'Completed',
  delivered: 'Delivered',
  done: 'Done',
  extraSent: 'Extra sent',
  extraConverted:
    "You sent {extra} {currency} more than the {due} {currency} asked. The extra was converted with the rest at this order's rate and is part of what was delivered, so nothing is held and no refund is due.",
  orderExpiredSent:
    'Already sent money? It is not lost. A payment that arrives at this account or address is held for this order and refunded; contact support with the order id below.',
  orderExpiredSubtitle: 'This order expired before it was paid in full.',
  paidOut: 'Paid out',
  startAgain: 'Start again',
  transactionHash: 'Transaction hash',
  youPaid: 'You paid',
  youSent: 'You sent',
} as const;
