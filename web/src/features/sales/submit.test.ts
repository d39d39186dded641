import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitSalesApplication, type SalesSubmitEffects } from './submit';

const values = { fullName: ' Sam Seller ', email: 'sam@example.com', phone: '+1 415 555 0100', country: 'Canada' };
const now = new Date('2026-05-06T07:08:09.000Z');

function effects(overrides: Partial<SalesSubmitEffects> = {}) {
  return {
    save: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
    redirect: vi.fn(),
    now: () => now,
    ...overrides,
  } satisfies SalesSubmitEffects;
}

describe('submitSalesApplication', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stores the form with submittedAt, toasts, and redirects after 1.5 s', () => {
    const fx = effects();
    expect(submitSalesApplication(values, fx)).toBeTypeOf('function');

    expect(fx.save).toHaveBeenCalledWith({ ...values, fullName: 'Sam Seller', submittedAt: now.toISOString() });
    expect(fx.success).toHaveBeenCalledWith('Application submitted!', 'Redirecting to confirmation page...');
    vi.advanceTimersByTime(1499);
    expect(fx.redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fx.redirect).toHaveBeenCalledOnce();
    expect(fx.error).not.toHaveBeenCalled();
  });

  it('does not redirect once cancelled (the page was left)', () => {
    const fx = effects();
    submitSalesApplication(values, fx)!();
    vi.advanceTimersByTime(5000);
    expect(fx.redirect).not.toHaveBeenCalled();
  });

  it('stays on the form with an error toast when the browser refuses to store', () => {
    const fx = effects({
      save: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(submitSalesApplication(values, fx)).toBeNull();
    expect(fx.error).toHaveBeenCalledWith(
      'Your application could not be saved in this browser. Please allow site data and try again.',
    );
    expect(fx.success).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(fx.redirect).not.toHaveBeenCalled();
  });
});
