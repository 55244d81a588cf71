import { dateStamp } from '../../../lib/download';

export interface AccessLogLine {
  timestamp: string;
  action: string;
  details: string | null;
}

/** One line per entry, as spec §7 describes the file: 'timestamp - action - details' ('N/A' without details). */
export function formatAccessLog(entries: readonly AccessLogLine[]): string {
  return entries
    .map(({ timestamp, action, details }) => `${timestamp} - ${action} - ${details?.trim() ? details : 'N/A'}`)
    .join('\n');
}

/** access_logs_YYYY-MM-DD.txt, dated in the admin's time zone. */
export function accessLogFileName(date = new Date()): string {
  return `access_logs_${dateStamp(date)}.txt`;
}

/** The fallback name of the Excel export when the server names no file. */
export function exportFileName(date = new Date()): string {
  return `export_${dateStamp(date)}.xlsx`;
}
