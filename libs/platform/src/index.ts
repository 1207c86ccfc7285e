export * from './registry';
export * from './paths';
export * from './host';
export * from './language';
export * from './title';
export * from './navigation';
export * from './brands';
export * from './entry';
