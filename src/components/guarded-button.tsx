import { forwardRef, type MouseEvent } from 'react';
import { AbsoluteCenter, Button, Span, Spinner, type ButtonProps } from '@chakra-ui/react';
import { useClickGuard, type GuardedHandler } from './use-click-guard';

export interface GuardedButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Return `false` when the click did nothing (e.g. local validation failed) so the guard does not engage. */
  onClick?: GuardedHandler<[MouseEvent<HTMLButtonElement>]>;
  /** Guard length; defaults to CLICK_GUARD_MS (3 s). */
  guardMs?: number;
}

/**
 * A Chakra Button behind the §5 click guard: every form button of the app is one of these.
 *
 * While loading without loadingText, Chakra draws a spinner over a label hidden with visibility: hidden, which
 * leaves the busy button without an accessible name (axe button-name): here the label stays in the accessibility
 * tree, in transparent ink under the same spinner, so the button keeps its size and its name.
 */
export const GuardedButton = forwardRef<HTMLButtonElement, GuardedButtonProps>(function GuardedButton(
  { onClick, guardMs, disabled, loading, loadingText, children, ...rest },
  ref,
) {
  const guard = useClickGuard(onClick, guardMs);
  const spinnerOnly = loading && !loadingText && !rest.asChild;
  return (
    <Button
      ref={ref}
      {...rest}
      loading={spinnerOnly ? false : loading}
      loadingText={loadingText}
      aria-busy={loading || undefined}
      disabled={disabled || guard.guarded || spinnerOnly}
      data-guarded={guard.guarded ? '' : undefined}
      onClick={guard.onClick}
    >
      {spinnerOnly ? (
        <>
          <AbsoluteCenter display="inline-flex">
            <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
          </AbsoluteCenter>
          <Span display="contents" css={{ color: 'transparent', '& *': { color: 'transparent !important' } }}>
            {children}
          </Span>
        </>
      ) : (
        children
      )}
    </Button>
  );
});
