export * from './contracts.js';
export * from './errors.js';
export * from './formTypes.js';
export * from './membership.js';
export * from './roles.js';
export * from './texts.js';
