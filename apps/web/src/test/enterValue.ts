import { fireEvent } from '@testing-library/react';

/**
 * What a browser sends when a person types into a field or picks an option: `input` with the
 * new value, then `change` when the field commits it. React's onChange answers the first;
 * Preact's compat layer (decision 0021) the first for text fields and the second for selects.
 * `fireEvent.change` alone is a React-only shortcut that no browser sends for typing.
 */
export function enterValue(element: HTMLElement, value: string): void {
  fireEvent.input(element, { target: { value } });
  fireEvent.change(element);
}
