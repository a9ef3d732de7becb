/** The contract, one module per area (see envelope.ts). */
export * from './envelope';
export * from './auth';
export * from './service';
export * from './offiaccount';
export * from './hunter';
export * from './rdrno';
export * from './readers';
export * from './loans';
export * from './cards';
