/** Stories helper: keeps typed values in local state (the machines do this in the app), so fields are editable. */
import { useState, type ReactElement } from 'react';

export function WithValues<V extends object>({
  initial,
  children,
}: {
  initial: V;
  children: (values: V, change: (next: Partial<V>) => void) => ReactElement;
}) {
  const [values, setValues] = useState(initial);
  return children(values, (next) => setValues((current) => ({ ...current, ...next })));
}
