// The mat invite poster draws its code with the kit's one QR encoder (@yoga/ui/qr).
export { drawQr, qrMatrix, QUIET_ZONE } from '@yoga/ui/qr';
