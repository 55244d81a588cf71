import { describe, expect, it } from 'vitest';

import { accessLogFileName, exportFileName, formatAccessLog } from './files';

describe('formatAccessLog', () => {
  it("writes 'timestamp - action - details', with N/A for missing details", () => {
    expect(
      formatAccessLog([
        { timestamp: '2026-03-01T10:00:00.000Z', action: 'LOGIN_SUCCESS', details: 'admin' },
        { timestamp: '2026-03-01T10:05:00.000Z', action: 'LOGOUT', details: null },
        { timestamp: '2026-03-01T10:06:00.000Z', action: 'LOGOUT', details: '  ' },
      ]),
    ).toBe(
      [
        '2026-03-01T10:00:00.000Z - LOGIN_SUCCESS - admin',
        '2026-03-01T10:05:00.000Z - LOGOUT - N/A',
        '2026-03-01T10:06:00.000Z - LOGOUT - N/A',
      ].join('\n'),
    );
  });

  it('keeps every entry on one line, whatever line breaks a stored name holds', () => {
    const forged = 'Sede Milano\n2026-03-01T09:00:00.000Z - LOGIN_SUCCESS - admin';
    const text = formatAccessLog([
      { timestamp: '2026-03-01T10:00:00.000Z', action: 'OFFICE_CREATED', details: forged },
      {
        timestamp: '2026-03-01T10:01:00.000Z',
        action: 'OFFICE_UPDATED',
        details: 'a\r\nb\u2028c\u2029d\u0085e\u000bf',
      },
    ]);
    expect(text.split('\n')).toEqual([
      '2026-03-01T10:00:00.000Z - OFFICE_CREATED - Sede Milano 2026-03-01T09:00:00.000Z - LOGIN_SUCCESS - admin',
      '2026-03-01T10:01:00.000Z - OFFICE_UPDATED - a  b c d e f',
    ]);
  });

  it('is empty for an empty log', () => {
    expect(formatAccessLog([])).toBe('');
  });
});

describe('file names', () => {
  it('dates the access log and the fallback export name', () => {
    const date = new Date(2026, 2, 9, 12);
    expect(accessLogFileName(date)).toBe('access_logs_2026-03-09.txt');
    expect(exportFileName(date)).toBe('export_2026-03-09.xlsx');
  });
});
