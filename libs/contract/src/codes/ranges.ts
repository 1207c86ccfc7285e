/**
 * One block of business codes per domain, so a code names one failure wherever it is seen (logs,
 * the stand-in, the screens). A new domain takes the next free block; codes.test.ts fails when a
 * code leaves its block or two domains share one. The spec's own codes (11 and 403 for a signed-out
 * caller, state 1 for success) are the request layer's, not a domain's.
 */
export const CODE_RANGES = {
  courses: [4200, 4249],
  shop: [4300, 4349],
  vip: [4350, 4399],
  invoice: [4400, 4449],
  courseMedia: [4450, 4499],
  address: [4500, 4549],
  wallet: [4550, 4599],
  giftCards: [4600, 4649],
  coupons: [4650, 4699],
  checkIn: [4700, 4749],
  funds: [4900, 4949],
  certificates: [4850, 4899],
  flashSale: [4800, 4849],
  slimBusiness: [5850, 5899],
  documents: [5000, 5049],
  campaigns: [4950, 4999],
  lottery: [4750, 4799],
  support: [5050, 5099],
  account: [5100, 5149],
  feedback: [5150, 5199],
  downloads: [5200, 5249],
  albums: [5250, 5299],
  pages: [5300, 5349],
  coachPromote: [5550, 5599],
  coachWallet: [5500, 5549],
  materials: [5400, 5449],
  coachAnswers: [5450, 5499],
  coachEvents: [5750, 5799],
  coachClasses: [5350, 5399],
  coachAccount: [5600, 5649],
  practice: [5700, 5749],
  talent: [5650, 5699],
  classMaterials: [5950, 5999],
  slimVideo: [5800, 5849],
} as const satisfies Record<string, readonly [number, number]>;

export type CodeDomain = keyof typeof CODE_RANGES;
