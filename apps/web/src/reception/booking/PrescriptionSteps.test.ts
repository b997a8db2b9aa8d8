import { describe, expect, it } from 'vitest';
import { withPrescription } from './PrescriptionSteps';

describe('withPrescription (the manual form’s Muster 13 inputs → documented form_data keys)', () => {
  it('keeps the spec’s fields and turns the steps’ inputs into lists, numbers and booleans', () => {
    expect(
      withPrescription({
        diagnosis: 'Lumbago',
        treatment: 'KG',
        doctor: '',
        prescriptionDate: '2026-11-02',
        urgent: 'ja',
        therapyArea: 'physio',
        diagnosisGroup: 'WS',
        icdCode1: 'M54.5',
        icdCode2: '',
        remedy1: 'KG',
        remedy2: '',
        remedy3: 'MT',
        supplementaryRemedy: '',
        treatmentUnits: '6',
        therapyFrequency: '2x wöchentlich',
        homeVisit: 'nein',
        therapyReport: '',
      }),
    ).toEqual({
      diagnosis: 'Lumbago',
      treatment: 'KG',
      prescriptionDate: '2026-11-02',
      urgent: true,
      therapyArea: 'physio',
      diagnosisGroup: 'WS',
      icdCodes: ['M54.5'],
      remedies: ['KG', 'MT'],
      treatmentUnits: 6,
      therapyFrequency: '2x wöchentlich',
      homeVisit: false,
    });
  });

  it('sends nothing extra when the patient skipped the steps, and drops units that are not a number', () => {
    expect(withPrescription({ diagnosis: 'X', treatment: 'Y', urgent: '', treatmentUnits: 'sechs' })).toEqual({
      diagnosis: 'X',
      treatment: 'Y',
    });
  });
});
