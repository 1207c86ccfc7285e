/**
 * The answers that mean "no such thing for you": unknown, deleted, or someone else's (the API does
 * not tell those apart). A detail screen shows its not-found state for them, never a retry.
 *
 * Plain numbers on purpose: naming them through the domains' code tables would put every table into
 * every detail screen's bundle (an object's unused keys are not tree-shaken). codes.test.ts checks
 * each number against its named code.
 */
export const NOT_FOUND_CODES: readonly number[] = [
  404,
  4205, // COURSE_CODES.courseNotFound
  4302, // SHOP_CODES.productNotFound
  4307, // SHOP_CODES.shipmentNotFound
  4351, // VIP_CODES.planNotFound
  4352, // VIP_CODES.teacherNotFound
  4354, // VIP_CODES.cardNotFound
  4357, // VIP_CODES.depositTargetNotFound
  4402, // INVOICE_CODES.invoiceNotFound
  4451, // COURSE_MEDIA_CODES.cardNotFound
  4452, // COURSE_MEDIA_CODES.playbackNotFound
  4501, // ADDRESS_CODES.addressNotFound
  4601, // GIFT_CARD_CODES.typeNotFound
  4650, // COUPON_CODES.activityNotFound
  4701, // CHECK_IN_CODES.activityNotFound
  4800, // FLASH_SALE_CODES.itemNotFound
  4901, // FUND_CODES.fundNotFound
  5001, // AGREEMENT_CODES.documentNotFound
  5002, // ARTICLE_CODES.articleNotFound
  4951, // CAMPAIGN_CODES.campaignNotFound
  4960, // CAMPAIGN_CODES.receiptNotFound
  5050, // SUPPORT_CODES.questionNotFound
  5201, // DOWNLOADS_CODES.tvCodeNotFound
  5204, // DOWNLOADS_CODES.coachNotFound
  5251, // ALBUM_CODES.monthNotFound
  5252, // ALBUM_CODES.yearNotFound
  5300, // PAGE_CODES.pageNotFound
  5301, // PAGE_CODES.recipeNotFound
  5302, // PAGE_CODES.practiceNotFound
  5551, // COACH_PROMOTE_CODES.sampleNotFound
  5501, // COACH_WALLET_CODES.packageNotFound
  5502, // COACH_WALLET_CODES.ownedPackageNotFound
  5503, // COACH_WALLET_CODES.packNotFound
  5400, // MATERIAL_CODES.materialNotFound
  5351, // COACH_CLASS_CODES.classNotFound
  5603, // COACH_ACCOUNT_CODES.payoutNotFound
  5609, // COACH_ACCOUNT_CODES.studentNotFound
  5951, // CLASS_MATERIAL_CODES.fileNotFound
  5850, // SLIM_BUSINESS_CODES.courseNotFound
  5851, // SLIM_BUSINESS_CODES.handbookNotFound
  5855, // SLIM_BUSINESS_CODES.examNotFound
  5856, // SLIM_BUSINESS_CODES.signingNotFound
  5801, // SLIM_VIDEO_CODES.courseNotFound
  5802, // SLIM_VIDEO_CODES.lessonNotFound
];
