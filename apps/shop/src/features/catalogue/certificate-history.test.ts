import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../shared/testing/memory-storage';
import {
  CERTIFICATE_HISTORY_KEY,
  CERTIFICATE_HISTORY_MAX,
  clearCertificateHistory,
  readCertificateHistory,
  rememberCertificate,
} from './certificate-history';

describe('certificate history', () => {
  it('keeps the latest first, once per number and lab, up to its limit', () => {
    const storage = memoryStorage();
    rememberCertificate({ CertificateNo: '111' }, storage);
    rememberCertificate({ CertificateNo: '222', Lab: 'IGI' }, storage);
    rememberCertificate({ CertificateNo: '111' }, storage);
    rememberCertificate({ CertificateNo: '111', Lab: 'GIA' }, storage);
    expect(readCertificateHistory(storage)).toEqual([
      { CertificateNo: '111', Lab: 'GIA' },
      { CertificateNo: '111' },
      { CertificateNo: '222', Lab: 'IGI' },
    ]);
    for (let n = 0; n < 20; n += 1) rememberCertificate({ CertificateNo: `N${n}` }, storage);
    const kept = readCertificateHistory(storage);
    expect(kept).toHaveLength(CERTIFICATE_HISTORY_MAX);
    expect(kept[0]).toEqual({ CertificateNo: 'N19' });
  });

  it('ignores what it did not write and forgets on request', () => {
    const storage = memoryStorage({
      [CERTIFICATE_HISTORY_KEY]: JSON.stringify([
        { CertificateNo: '9' },
        { CertificateNo: '' },
        { CertificateNo: '8', Lab: 'XYZ' },
        'junk',
      ]),
    });
    expect(readCertificateHistory(storage)).toEqual([{ CertificateNo: '9' }]);
    expect(readCertificateHistory(memoryStorage({ [CERTIFICATE_HISTORY_KEY]: '{' }))).toEqual([]);
    clearCertificateHistory(storage);
    expect(readCertificateHistory(storage)).toEqual([]);
  });
});
