import { useEffect, type RefObject } from 'react';

/**
 * Marks the <input> inside `ref` invalid and described by its error text (`errorId`, or none
 * when valid). antd-mobile's Input and Checkbox hand aria-* props to their wrappers, not to the
 * <input> that assistive technology reads, so they are set on the <input> itself.
 */
export function useInputError(ref: RefObject<HTMLElement | null>, errorId: string | undefined) {
  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input) return;
    if (errorId) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorId);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }, [ref, errorId]);
}
