import type { InputRef } from 'antd-mobile';
import { useEffect, type RefObject } from 'react';

/**
 * Marks an antd-mobile Input invalid and described by its error text (`errorId`, or none when
 * valid). The Input hands aria-* props to its wrapper, not to the <input> that assistive
 * technology reads, so they are set on the <input> itself.
 */
export function useInputError(ref: RefObject<InputRef | null>, errorId: string | undefined) {
  useEffect(() => {
    const input = ref.current?.nativeElement;
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
