import { forwardRef, type MouseEvent } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useClickGuard, type GuardedHandler } from './use-click-guard';

export interface GuardedButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Return `false` when the click did nothing (e.g. local validation failed) so the guard does not engage. */
  onClick?: GuardedHandler<[MouseEvent<HTMLButtonElement>]>;
  /** Guard length; defaults to CLICK_GUARD_MS (3 s). */
  guardMs?: number;
}

/** A Chakra Button behind the §5 click guard: every form button of the app is one of these. */
export const GuardedButton = forwardRef<HTMLButtonElement, GuardedButtonProps>(function GuardedButton(
  { onClick, guardMs, disabled, ...rest },
  ref,
) {
  const guard = useClickGuard(onClick, guardMs);
  return (
    <Button
      ref={ref}
      {...rest}
      disabled={disabled || guard.guarded}
      data-guarded={guard.guarded ? '' : undefined}
      onClick={guard.onClick}
    />
  );
});
