import { afterEach, describe, expect, it, vi } from 'vitest';

import { dateStamp, fileNameFromContentDisposition, saveBlob } from './download';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="nbt_export_2026-03-01.xlsx"')).toBe(
      'nbt_export_2026-03-01.xlsx',
    );
  });

  it('prefers the RFC 5987 filename* over the plain one', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="fallback.xlsx"; filename*=UTF-8''esportazione%20citt%C3%A0.xlsx`,
      ),
    ).toBe('esportazione città.xlsx');
  });

  it('reads an unquoted filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename=report.xlsx; size=10')).toBe('report.xlsx');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/pass\u0007wd"')).toBe('passwd');
  });

  it('falls back to the plain filename when filename* is malformed', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.xlsx"`)).toBe('ok.xlsx');
  });

  it('is undefined without a usable name', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeUndefined();
  });
});

describe('dateStamp', () => {
  it('is the local date as YYYY-MM-DD', () => {
    expect(dateStamp(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a temporary download link and revokes the object URL afterwards', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:http://localhost/abc');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveBlob(new Blob(['ciao']), 'file.txt');

    expect(click).toHaveBeenCalledOnce();
    expect(clicked[0]?.download).toBe('file.txt');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:http://localhost/abc');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/abc');
  });
});
