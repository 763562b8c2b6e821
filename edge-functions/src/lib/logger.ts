/** Structured logging: one JSON object per line, never request bodies or secrets. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 100,
};

export function createLogger(
  level: LogLevel | 'silent' = 'info',
  write: (line: string) => void = (line) => console.log(line),
): Logger {
  const emit =
    (lvl: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (rank[lvl] < rank[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

export const silentLogger: Logger = createLogger('silent');
