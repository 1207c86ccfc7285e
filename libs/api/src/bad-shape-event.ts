/**
 * The window event an answer without the contract's shape raises (shape-guard.ts), its detail the
 * ApiShapeError. An event, not a subscription: the error reporter in the entry listens from the
 * start without importing the guard, which lives in the query chunk.
 */
export const BAD_SHAPE_EVENT = 'yoga:bad-shape';
