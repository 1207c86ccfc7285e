/** The VIP domain's business codes (plans, invites, cards, deposits): screens branch on these, never on the worded message. */
export const VIP_CODES = {
  planNotFound: 4351,
  teacherNotFound: 4352,
  agreementRequired: 4353,
  cardNotFound: 4354,
  cardNotActivatable: 4355,
  cardActiveExists: 4356,
  depositTargetNotFound: 4357,
  depositAlreadyPaid: 4358,
  /** A deposit order for this offer is still awaiting payment: pay that one (a second could be paid twice). The refusal's data is a PendingOrderRefusal. */
  depositPending: 4359,
} as const;
