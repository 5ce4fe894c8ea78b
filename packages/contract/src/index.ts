export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './routes.ts';
export * from './content.ts';
export * from './bots.ts';
