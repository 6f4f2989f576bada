/** Console output with the product and module named, so a site owner can tell whose message it is. */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
}

export function createLogger(scope: string): Logger {
  const prefix = `[enhance:${scope}]`;
  return {
    warn: (message, ...details) => console.warn(`${prefix} ${message}`, ...details),
    error: (message, ...details) => console.error(`${prefix} ${message}`, ...details),
    info: (message, ...details) => console.info(`${prefix} ${message}`, ...details),
  };
}
