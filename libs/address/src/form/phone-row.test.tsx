import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { PhoneRow } from './phone-row';

beforeAll(() => activateTestLocale('zh'));

const show = (areaCode: string, onChange = vi.fn()) =>
  render(
    <I18nProvider i18n={i18n}>
      <PhoneRow id="p" areaCode={areaCode} phone="" onChange={onChange} onBlur={() => {}} aria={{}} />
    </I18nProvider>,
  );

describe('phone row', () => {
  it('shows only the code in the field and each area by name in the picker', async () => {
    const onChange = vi.fn();
    show('86', onChange);
    const picker = screen.getByRole('combobox', { name: '国家或地区区号' });
    expect(picker.parentElement!.textContent).toMatch(/^\+86/);
    expect(screen.getByRole('option', { name: '+86 中国大陆' })).toBeTruthy();
    await userEvent.setup().selectOptions(picker, '852');
    expect(onChange).toHaveBeenCalledWith({ areaCode: '852' });
  });

  it('keeps the code of a saved number from an area it does not list', () => {
    show('999');
    const chip = screen.getByRole('combobox', { name: '国家或地区区号' }).parentElement!;
    expect(chip.firstElementChild!.textContent).toBe('+999');
    expect(screen.getByRole('option', { name: '+999' })).toBeTruthy();
  });
});
