import { dateStamp } from '../../../lib/download';

export interface AccessLogLine {
  timestamp: string;
  action: string;
  details: string | null;
}

/** Line breaks of every kind and the other control characters, which would split or hide a line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A field on one line: a stored text that holds a line break cannot start a line of its own. */
const oneLine = (text: string) => text.replace(LINE_BREAKING, ' ');

/** One line per entry: 'timestamp - action - details' ('N/A' without details). */
export function formatAccessLog(entries: readonly AccessLogLine[]): string {
  return entries
    .map(({ timestamp, action, details }) =>
      [timestamp, action, details?.trim() ? details : 'N/A'].map(oneLine).join(' - '),
    )
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
