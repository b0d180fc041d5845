import { useEffect, type RefObject } from 'react';

/**
 * Marks the <input> inside `ref` invalid and described by its error text (`errorId`, or none
 * when valid). antd-mobile's Input hands aria-* props to its wrapper, not to the <input> that
 * assistive technology reads, so they are set on the <input> itself (the agreement's tick box,
 * a label around its input, is marked the same way).
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
