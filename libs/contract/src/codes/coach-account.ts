/**
 * The coach account's business codes and limits (block 5600–5649): invoices for payouts, the
 * student look-up, the payroll service's signing, the coach application, income levels and appeals.
 * Screens branch on these, never on the worded message. Plain values, no imports.
 */
export const COACH_ACCOUNT_CODES = {
  /** A coach endpoint called with a student sub-app (or a student token). */
  coachOnly: 5600,
  /** The file is neither a PDF nor a PNG/JPEG photo by its bytes, whatever its name says. */
  invoiceFileType: 5601,
  /** The file is empty or larger than INVOICE_FILE_MAX_BYTES. */
  invoiceFileSize: 5602,
  /** No such payout of the caller's. */
  payoutNotFound: 5603,
  /** The payout already has an invoice received or accepted. */
  payoutInvoiced: 5604,
  /** The file id is not an upload of the caller's. */
  invoiceFileUnknown: 5605,
  /** The invoice's amount differs from the payout's: the refusal's data is { field: 'amount' }. */
  invoiceAmountMismatch: 5606,
  /** The tax number differs: { field: 'taxNumber' }. */
  invoiceTaxNumberMismatch: 5607,
  /** The title (the payer's name on the invoice) differs: { field: 'title' }. */
  invoiceTitleMismatch: 5608,
  /** No student of the caller's with that phone. */
  studentNotFound: 5609,
  /** An appeal's text is too short or too long. */
  complaintText: 5610,
  /** An appeal's photo id is not an upload of the caller's, or too many. */
  complaintPhoto: 5611,
  /** An application item's photo id is not an upload of the caller's, or none / too many. */
  applicationPhoto: 5612,
  /** The income level of a coach whose application is not approved (or who is suspended): none yet. */
  coachNotActive: 5613,
} as const;

/** An invoice file: up to 5 MB. */
export const INVOICE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** A mainland unified social credit code (the tax number on an invoice): 15, 18 or 20 letters and digits. */
export const TAX_NUMBER_PATTERN = /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/;
export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 500;
export const COMPLAINT_PHOTOS_MAX = 6;
/** Photos of one application item (both sides of an ID card, a certificate's pages). */
export const APPLICATION_PHOTOS_MAX = 4;
/** How often the QR screen asks whether the payroll agreement is signed. */
export const PAYROLL_SIGN_POLL_MS = 2000;
