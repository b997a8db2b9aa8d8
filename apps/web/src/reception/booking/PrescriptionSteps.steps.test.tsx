import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enterValue } from '../../test/enterValue';
import { PrescriptionSteps } from './PrescriptionSteps';

describe('PrescriptionSteps', () => {
  it('moves through the three steps with focus on each step’s title, keeping hidden steps in the form', () => {
    const { container } = render(
      <form>
        <PrescriptionSteps />
      </form>,
    );
    enterValue(screen.getByLabelText('Ausstellungsdatum der Verordnung'), '2026-11-02');
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Schritt' }));
    expect(document.activeElement?.textContent).toBe('Schritt 2 von 3: Bereich und Diagnose');
    enterValue(screen.getByLabelText('ICD-10-Code 1'), 'Rücken');
    expect(screen.getByRole('status').textContent).toMatch(/sieht nicht wie ein ICD-10-Code aus/);
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Schritt' }));
    // The last step has no "next"; focus is on its title, not lost.
    expect(screen.queryByRole('button', { name: 'Nächster Schritt' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Schritt 3 von 3: Heilmittel und Behandlung');
    const data = new FormData(container.querySelector('form') as HTMLFormElement);
    expect(data.get('prescriptionDate')).toBe('2026-11-02');
    expect(data.get('icdCode1')).toBe('Rücken');
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriger Schritt' }));
    expect(document.activeElement?.textContent).toBe('Schritt 2 von 3: Bereich und Diagnose');
  });
});
