import { Stepper, type StepperProps } from 'antd-mobile';
import { useEffect, useRef } from 'react';

/**
 * antd-mobile's Stepper with a name for assistive technology. The library names nothing and
 * copies the spinbutton's aria-value* onto the input's wrapper, a plain <div> that may not carry
 * them: the name goes on the <input>, the copies go — after every render, as React writes the
 * copies again whenever the value changes. Other props (a form's value and onChange) pass on.
 */
export function LabelledStepper({ label, ...props }: StepperProps & { label: string }) {
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const input = box.current?.querySelector('input');
    input?.setAttribute('aria-label', label);
    const wrapper = input?.parentElement;
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) {
      wrapper?.removeAttribute(name);
    }
  });
  return (
    <span className="labelled-stepper" ref={box}>
      <Stepper {...props} />
    </span>
  );
}
