// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { buttonNamed, click, fire, render } from '../testing/render';
import { Sheet } from './sheet';

/**
 * What a browser's modal <dialog> does and happy-dom does not: `showModal` moves the focus to
 * the first thing inside that takes it, and Escape asks the dialog to `cancel` (closing it
 * unless the page says no). The rest — inertness of the page behind — is the browser's own.
 */
function likeABrowser() {
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  showModal.mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, input, [tabindex]')?.focus();
  });
  const escape = (event: KeyboardEvent) => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (event.key !== 'Escape' || !dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.removeAttribute('open');
  };
  document.addEventListener('keydown', escape);
  return { showModal, stop: () => document.removeEventListener('keydown', escape) };
}

/** A page with a button that opens a sheet of filters, as the catalogue's pages do. */
function Page({
  onClose = () => {},
  closeOnTapBeside,
}: {
  onClose?: () => void;
  closeOnTapBeside?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Sheet
        visible={open}
        titleId="filters-title"
        title="Choose filters"
        closeOnTapBeside={closeOnTapBeside}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Carat <input name="carat" />
        </label>
        <button type="button">Apply</button>
      </Sheet>
    </>
  );
}

const dialog = () => document.querySelector('dialog');
let browser: ReturnType<typeof likeABrowser>;

beforeAll(async () => {
  await initI18n({ locale: 'en' });
});
beforeEach(() => {
  browser = likeABrowser();
});
afterEach(() => {
  browser.stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Opens the page's sheet the way a buyer does: a tap on its button, which keeps the focus. */
async function openSheet(onClose?: () => void, closeOnTapBeside?: boolean) {
  await render(<Page onClose={onClose} closeOnTapBeside={closeOnTapBeside} />);
  const opener = buttonNamed('Filters')!;
  opener.focus();
  await click(opener);
  return opener;
}

describe('a bottom sheet', () => {
  test('is not there until opened, then shows as a modal dialog named by its title', async () => {
    await render(<Page />);
    expect(dialog()).toBeNull();
    await click(buttonNamed('Filters')!);
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(browser.showModal).toHaveBeenCalledOnce();
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Choose filters');
    expect(dialog()?.querySelector('input[name="carat"]')).not.toBeNull();
  });

  test('takes the focus inside, and gives it back to what opened it when it closes', async () => {
    const opener = await openSheet();
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    await click(buttonNamed('Close')!);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('closes on a tap beside it (its backdrop), not on a tap inside', async () => {
    const onClose = vi.fn();
    await openSheet(onClose);
    await click(dialog()!.querySelector('input')!);
    await click(buttonNamed('Apply')!);
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop belongs to the dialog element itself: a tap there targets the dialog.
    await click(dialog()!);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });

  test('stays open on a tap beside it when told to (a secret shown once), still closing on its button', async () => {
    const onClose = vi.fn();
    await openSheet(onClose, false);
    await click(dialog()!);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()?.open).toBe(true);
    await click(buttonNamed('Close', dialog()!)!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  test('closes on Escape, through the page: the browser does not close it on its own', async () => {
    const onClose = vi.fn();
    await openSheet(onClose);
    const cancels: Event[] = [];
    dialog()!.addEventListener('cancel', (event) => cancels.push(event));
    await fire(document, new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(cancels[0]?.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
  });

  test('its close button is named for assistive technology', async () => {
    await openSheet();
    const close = buttonNamed('Close', dialog()!);
    expect(close?.getAttribute('type')).toBe('button');
  });
});
