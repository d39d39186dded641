// @vitest-environment jsdom
import type { StoredSalesApplication } from '@careers/domain/sales';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSalesApplication, readSalesApplication, saveSalesApplication } from './storage';

const record: StoredSalesApplication = {
  fullName: 'Sam Seller',
  email: 'sam@example.com',
  phone: '+1 415 555 0100',
  country: 'Canada',
  submittedAt: '2026-05-06T07:08:09.000Z',
};

describe('sales application storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the record as JSON under applicationData', () => {
    saveSalesApplication(record);
    expect(JSON.parse(window.localStorage.getItem('applicationData')!)).toEqual(record);
    expect(readSalesApplication()).toEqual(record);
  });

  it('reads nothing when nothing or unreadable JSON is stored', () => {
    expect(readSalesApplication()).toBeNull();
    window.localStorage.setItem('applicationData', '{oops');
    expect(readSalesApplication()).toBeNull();
  });

  it('clears the record', () => {
    saveSalesApplication(record);
    clearSalesApplication();
    expect(window.localStorage.getItem('applicationData')).toBeNull();
    expect(readSalesApplication()).toBeNull();
  });

  it('reads nothing when storage itself is unavailable', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readSalesApplication(blocked)).toBeNull();
  });
});
